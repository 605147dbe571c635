"""Least squares for the bench scripts that fit an ``evaluate`` hook's weights to greedy play
(``fit_estimate.py``, ``kb_fit.py``): no dependency beyond Python."""

from __future__ import annotations


def solve(rows: list[list[float]], targets: list[float], ridge: float = 0.0) -> list[float]:
    """The weights minimising the squared error of ``targets`` as the weighted sums of ``rows``,
    plus ``ridge`` times the weights' squares: the normal equations, solved by Gauss-Jordan
    elimination with partial pivoting (a weight no row moves comes out 0)."""
    size = len(rows[0])
    matrix = [[ridge * (i == j) for j in range(size)] + [0.0] for i in range(size)]
    for row, target in zip(rows, targets):
        for i, x in enumerate(row):
            if x:
                line = matrix[i]
                for j, y in enumerate(row):
                    line[j] += x * y
                line[size] += x * target
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(matrix[r][col]))
        matrix[col], matrix[pivot] = matrix[pivot], matrix[col]
        if not matrix[col][col]:
            continue
        for r in range(size):
            if r != col and matrix[r][col]:
                factor = matrix[r][col] / matrix[col][col]
                matrix[r] = [a - factor * b for a, b in zip(matrix[r], matrix[col])]
    return [matrix[i][size] / matrix[i][i] if matrix[i][i] else 0.0 for i in range(size)]
