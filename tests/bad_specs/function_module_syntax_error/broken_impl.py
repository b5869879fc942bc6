"""An implementation with a syntax error: checked, never imported."""


def double(x:
    return x * 2
