"""No code in mtg_tui/ reads an action's payload by position (issue 19: "Action payloads are untyped tuples
(`_, oid, x, tg = a.data`)"): every payload is a typed class read by field name (tests/test_action_payloads.py)."""

from __future__ import annotations

import ast
from pathlib import Path

import mtg_tui

PKG = Path(mtg_tui.__file__).resolve().parent  # the package under test (its sources)


def _positional_reads(tree: ast.AST) -> list[int]:
    """Lines that read an action's payload by position: ``x, y = a.data``, ``a.data[1]``, or ``d[1]`` where
    ``d = a.data`` in the same function."""
    bad = []
    scopes = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Module))]
    for scope in scopes:
        aliases = set()
        for n in ast.walk(scope):
            if isinstance(n, ast.Assign) and isinstance(n.value, ast.Attribute) and n.value.attr == "data":
                for t in n.targets:
                    if isinstance(t, (ast.Tuple, ast.List)):
                        bad.append(n.lineno)
                    elif isinstance(t, ast.Name):
                        aliases.add(t.id)
        for n in ast.walk(scope):
            if isinstance(n, ast.Subscript) and isinstance(n.slice, (ast.Constant, ast.UnaryOp)):
                c = n.slice.operand if isinstance(n.slice, ast.UnaryOp) else n.slice
                if not (isinstance(c, ast.Constant) and type(c.value) is int):
                    continue
                v = n.value
                if (isinstance(v, ast.Attribute) and v.attr == "data") or (isinstance(v, ast.Name) and v.id in aliases):
                    bad.append(n.lineno)
    return sorted(set(bad))


def test_the_check_finds_positional_reads():
    src = "def f(a):\n    _, oid, x, tg = a.data\n    d = a.data\n    return d[1], a.data[2], a.data.source\n"
    assert _positional_reads(ast.parse(src)) == [2, 4]


def test_no_code_reads_an_action_payload_by_position():
    found = []
    for path in sorted(PKG.rglob("*.py")):
        for line in _positional_reads(ast.parse(path.read_text(encoding="utf-8"))):
            found.append(f"{path.relative_to(PKG.parent)}:{line}")
    assert not found, found
