"""End-of-game scoring: the scenario book's scenarios, score sheets, the achievements and the points (pp. 15, 18-22)."""
