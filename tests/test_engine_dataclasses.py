"""The engine's dataclasses write their own __init__ (mypyc compiles a class's own __init__ to native code;
a dataclass-generated one would stay interpreted and cost 4-14x more per object: see objects.py).  This keeps
each written __init__ in step with the fields it stands in for: the same names in the same order, the same
defaults, and every field set."""

import ast
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parent.parent / "mtg_tui" / "engine"


def _init_false_dataclasses():
    for path in sorted(ENGINE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if not isinstance(node, ast.ClassDef):
                continue
            for deco in node.decorator_list:
                if (isinstance(deco, ast.Call) and getattr(deco.func, "id", None) == "dataclass"
                        and any(k.arg == "init" and getattr(k.value, "value", True) is False for k in deco.keywords)):
                    yield pytest.param(node, id=f"{path.stem}.{node.name}")


def _default(value):
    """('plain', ast dump) for a default value, ('factory', None) for field(default_factory=...), None for none."""
    if value is None:
        return None
    if isinstance(value, ast.Call) and getattr(value.func, "id", None) == "field":
        for k in value.keywords:
            if k.arg == "default":
                return ("plain", ast.dump(k.value))
            if k.arg == "default_factory":
                return ("factory", None)
        return None
    return ("plain", ast.dump(value))


CLASSES = list(_init_false_dataclasses())


def test_the_engine_has_such_classes():
    names = {p.id for p in CLASSES}
    assert {"objects.Obj", "actions.Action", "events.Event", "layers.Chars", "mana.ManaCost"} <= names


@pytest.mark.parametrize("cls", CLASSES)
def test_written_init_matches_the_fields(cls):
    every = [n for n in cls.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)]
    derived = {n.target.id for n in every if isinstance(n.value, ast.Call) and getattr(n.value.func, "id", None) == "field"
               and any(k.arg == "init" and getattr(k.value, "value", True) is False for k in n.value.keywords)}
    fields = [(n.target.id, _default(n.value)) for n in every if n.target.id not in derived]
    init = next(n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == "__init__")
    params = init.args.args[1:]
    assert [p.arg for p in params] == [name for name, _ in fields], "parameters differ from the fields"
    fields += [(name, None) for name in sorted(derived)]  # worked out by __init__, still set there
    defaults = [None] * (len(params) - len(init.args.defaults)) + list(init.args.defaults)
    for (name, want), got in zip(fields[:len(params)], defaults):
        if want is None:
            assert got is None, f"{name}: a default the field doesn't have"
        elif want[0] == "factory":
            assert isinstance(got, ast.Constant) and got.value is None, f"{name}: a factory field defaults to None"
        else:
            assert got is not None and ast.dump(got) == want[1], f"{name}: default differs from the field's"
    assigned = {t.attr for n in ast.walk(init) if isinstance(n, ast.Assign) for t in n.targets
                if isinstance(t, ast.Attribute) and getattr(t.value, "id", None) == "self"}
    setattr_calls = {n.args[1].value for n in ast.walk(init) if isinstance(n, ast.Call)
                     and getattr(n.func, "attr", None) == "__setattr__" and len(n.args) >= 2
                     and isinstance(n.args[1], ast.Constant)}
    missing = [name for name, _ in fields if name not in assigned | setattr_calls]
    assert not missing, f"fields the __init__ never sets: {missing}"


# Action writes its own __eq__ and __hash__ too (a generated one would run interpreted at every `action in
# legal`): they must still compare every field, as the generated ones did.
def test_action_equality_and_hash_cover_every_field():
    from dataclasses import fields

    from mtg_tui.engine.actions import Action

    values = dict(kind="cast", text="cast Shock -> p2", data=("cast", "c1", 0, (("p2",),)), tmpl="cast {0} -> {1}",
                  refs=(("c1", "Shock"),))
    same = Action(**values)
    assert same == Action(**values) and hash(same) == hash(Action(**values))
    assert [f.name for f in fields(Action)] == list(values), "a field was added: compare it in Action.__eq__ too"
    for name, changed in (("kind", "activate"), ("text", "cast Shock -> p1"), ("data", ("cast", "c1", 1)),
                          ("tmpl", "cast {0}"), ("refs", (("c2", "Shock"),))):
        assert Action(**{**values, name: changed}) != same, f"{name} is left out of the comparison"
    assert same != "cast Shock -> p2" and same is not None and (same == None) is False  # noqa: E711


def test_remove_identical_takes_that_object_not_an_equal_one():
    from mtg_tui.engine.objects import StackItem, remove_identical

    first = StackItem("c1", "ability", "p1", "c9", "Food", None)
    twin = StackItem("c1", "ability", "p1", "c9", "Food", None)
    assert first == twin  # equal by value (the dataclass): list.remove(twin) would take `first`
    stack = [first, twin]
    assert remove_identical(stack, twin) and stack == [first] and stack[0] is first
    with pytest.raises(ValueError):
        remove_identical(stack, twin)
    assert remove_identical(stack, twin, missing_ok=True) is False and stack[0] is first
