"""The middle end's own types: what validation hands the backends (issue 31).

`expr`: the typed tree of a condition, built once from the spec's text and rendered,
evaluated or walked by whoever needs it; nothing downstream parses generated code.
"""
