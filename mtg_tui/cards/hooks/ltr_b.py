"""Hooks for card-pool.md group B (The Lord of the Rings: black, red, green, white)."""

from __future__ import annotations
