"""Limited: boosters, and (to come) sealed and draft events against bots (issue 23)."""
