"""Text from people and files on screen: shown as text, never as markup.

Textual parses a plain ``str`` given to ``Static``/``Label``/``Button``, a border title, an ``Option`` prompt or
``notify`` as content markup: ``[reverse]Ann[/]`` would style the screen and ``[@click=app.quit]x[/]`` would bind
an action.  Anything that comes from a user or a file (a player's name, a deck's name, a scenario's title, an
error message quoting a file) goes through one of these on its way to the screen.  (A ``rich.text.Text`` or a
``textual.content.Content`` is never parsed: building one from the string is just as safe.)
"""

from __future__ import annotations

from textual.content import Content

from ..names import clean_name, clean_text  # noqa: F401  (what a name may contain: one rule, see names.py)


def esc(text: object) -> str:
    """``text`` made safe to put inside a markup string: every ``[`` is escaped, so no tag can open.  (Textual's
    own ``escape`` also doubles backslashes before a tag, which its parser then shows twice.)"""
    return str(text).replace("[", "\\[")


def plain(text: object) -> Content:
    """``text`` as content that is never parsed as markup: for ``Static.update``, ``Label``, border titles,
    ``Option`` prompts."""
    return Content(str(text))


def toast(app, message: object, **kw) -> None:
    """``app.notify`` for a message that holds text from a user or a file (no markup parsed; a toast's title
    never is)."""
    app.notify(str(message), markup=False, **kw)
