"""The static abilities a card file may name (``{ kind = "static", static = "<word>" }``): one class per module."""
