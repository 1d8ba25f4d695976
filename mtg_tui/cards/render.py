"""Rules text rendered from card definitions (placeholder replaced below)."""
def render_card(card) -> str:
    return card.name
