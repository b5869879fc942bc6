"""Fuzzing: random valid and near-valid specs through the real loader, checks and templates.

Every spec the loader accepts must give generated files that compile, use no name outside an
allowlist derived from the templates (plus the spec's own identifier slots, exactly as written),
and carry the spec's strings only as string literals. Every spec it rejects must get only
located messages (`file:line:col` inside the file) and no other exception.

Each example runs `validate` and `render` in-process; nothing is exported, so an example takes
milliseconds. Hypothesis runs derandomized, without a database: CI sees the same examples.
"""

from __future__ import annotations

import ast
import copy
import itertools
import math
import re
from pathlib import Path

import pytest
import yaml
from conftest import REPO
from hypothesis import HealthCheck, Phase, event, example, given, settings
from hypothesis import strategies as st

from opmapgen.codegen.render import render
from opmapgen.diagnostics import Report, SpecErrors
from opmapgen.ir.exporters import DYNAMO
from opmapgen.validate.specs import validate

SETTINGS = settings(
    derandomize=True,
    database=None,
    deadline=None,
    phases=[Phase.explicit, Phase.generate, Phase.shrink],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# -- valid skeletons ------------------------------------------------------------------------

ASINH = {
    "name": "asinh",
    "source": {"op": "aten::asinh", "args": ["v"]},
    "target": {
        "op": "Asinh",
        "domain": "",
        "opset": 9,
        "inputs": ["input"],
        "attributes": {},
    },
    "test": {
        "inputs": [{"shape": [1, 3, 4], "dtype": "float32", "low": -4.0, "high": 4.0}],
        "opsets": [9, 17],
        "rtol": 1.0e-5,
        "atol": 1.0e-6,
    },
}
# An attribute from arithmetic on a source arg, with the arg names given by the spec.
LEAKY = {
    "name": "leaky_relu_named",
    "source": {"op": "aten::leaky_relu", "args": ["v", "f"], "names": ["x", "slope"]},
    "target": {
        "op": "LeakyRelu",
        "opset": 9,
        "inputs": ["x"],
        "attributes": {"alpha": "($slope + 1) * 2 / 2 - 1"},
    },
    "test": {
        "inputs": [{"shape": [2, 3], "low": -1.0, "high": 1.0}],
        "args": {"slope": 0.3},
        "cases": {"steep": {"args": {"slope": 3.0}}},
    },
}
# A graph: a constant in an arg's dtype, node outputs, a named result.
EXPM1 = {
    "name": "expm1",
    "source": {"op": "aten::expm1", "args": ["v"], "names": ["input"]},
    "target": {
        "opset": 9,
        "constants": {
            "one": {"value": 1.0, "like": "input"},
            "two": {"value": [2.0], "dtype": "float32"},
        },
        "nodes": [
            {"op": "Exp", "inputs": ["input"], "output": "exp"},
            {"op": "Sub", "inputs": ["exp", "one"], "output": "difference"},
            {"op": "Mul", "inputs": ["difference", "two"], "output": "twice"},
            {"op": "Div", "inputs": ["twice", "two"], "output": "half"},
        ],
        "result": "half",
    },
    "test": {"inputs": [{"shape": [2, 3], "low": -2.0, "high": 2.0}]},
}
HYPOT = {
    "name": "hypot",
    "source": {"op": "aten::hypot", "args": ["v", "v"]},
    "target": {
        "opset": 9,
        "nodes": [
            {"op": "Mul", "inputs": ["input", "input"], "output": "input_squared"},
            {"op": "Mul", "inputs": ["other", "other"], "output": "other_squared"},
            {
                "op": "Add",
                "inputs": ["input_squared", "other_squared"],
                "output": "sum",
            },
            {"op": "Sqrt", "inputs": ["sum"]},
        ],
    },
    "test": {
        "inputs": [{"shape": [2, 3], "low": -3.0}, {"shape": [2, 3], "high": 3.0}]
    },
}
_DEFORM_ARGS = ["v", "v", "v", "v", "v", "i", "i", "i", "i", "i", "i", "i", "i", "b"]
_DEFORM_TEST = {
    "inputs": [
        {"shape": [1]},
        {"shape": [1]},
        {"shape": [1]},
        {"shape": [1]},
        {"shape": [1]},
    ],
    "args": {
        "stride_h": 1,
        "stride_w": 1,
        "pad_h": 1,
        "pad_w": 1,
        "dilation_h": 1,
        "dilation_w": 1,
        "groups": 2,
        "offset_groups": 2,
        "use_mask": True,
    },
    "opsets": [19, 20],
}
# A conditional input, list attributes of `$arg` refs.
DEFORM = {
    "name": "deform_conv2d",
    "source": {"op": "torchvision::deform_conv2d", "args": _DEFORM_ARGS},
    "target": {
        "op": "DeformConv",
        "opset": 19,
        "inputs": [
            "input",
            "weight",
            "offset",
            "bias",
            {"name": "mask", "when": "use_mask"},
        ],
        "attributes": {
            "strides": ["$stride_h", "$stride_w"],
            "pads": ["$pad_h", "$pad_w", "$pad_h", "$pad_w"],
            "dilations": ["$dilation_h", "$dilation_w"],
            "group": "$groups",
            "offset_group": "$offset_groups",
        },
    },
    "test": _DEFORM_TEST,
}
# The same in a custom domain, with a kernel, a bool attribute and arithmetic.
DEFORM_CUSTOM = {
    "name": "deform_conv2d_custom",
    "source": {"op": "torchvision::deform_conv2d", "args": _DEFORM_ARGS},
    "target": {
        "op": "DeformConv2d",
        "domain": "opmapgen",
        "opset": 9,
        "max_opset": 18,
        "inputs": [
            "input",
            "weight",
            "offset",
            "bias",
            {"name": "mask", "when": "use_mask"},
        ],
        "attributes": {
            "strides": ["$stride_h", "$stride_w"],
            "pads": ["$pad_h * 2 // 2", "$pad_w", "$pad_h", "$pad_w"],
            "group": "$groups",
            "masked": "$use_mask",
            "scale": "$groups / 2",
        },
        "kernel": "impls.deform_conv:deform_conv2d",
    },
    "test": {**_DEFORM_TEST, "opsets": [9, 18]},
}
# Custom-domain attributes of every kind, their types read from the YAML values.
ERFINV = {
    "name": "erfinv_custom",
    "source": {"op": "aten::erfinv", "args": ["v"]},
    "target": {
        "op": "ErfInv",
        "domain": "com.example",
        "domain_version": 2,
        "opset": 9,
        "inputs": ["input"],
        "attributes": {
            "precision": 3,
            "scale": 1.5,
            "mode": "exact",
            "axes": [0, 1],
            "weights": [0.5, 1],
            "labels": ["a", "$$b"],
            "flag": True,
        },
    },
    "test": {"inputs": [{"shape": [4], "low": -0.9, "high": 0.9}]},
}
LOGADDEXP = {
    "name": "logaddexp_custom",
    "source": {"op": "aten::logaddexp", "args": ["v", "v"]},
    "target": {
        "op": "LogAddExp",
        "domain": "com.example",
        "opset": 9,
        "inputs": ["input", "other"],
        "attributes": {"scale": 1.0},
        "kernel": "tests.fixtures.kernels:logaddexp",
    },
    "test": {"inputs": [{"shape": [2, 5]}, {"values": [1.0, 2.0, 3.0], "shape": [3]}]},
}
# A string source arg: a custom attribute and a test arg value.
GELU = {
    "name": "gelu_custom",
    "source": {"op": "aten::gelu", "args": ["v", "s"], "names": ["x", "approximate"]},
    "target": {
        "opset": 9,
        "nodes": [
            {
                "op": "Gelu2",
                "domain": "com.example",
                "inputs": ["x"],
                "attributes": {"mode": "$approximate", "note": "plain text"},
                "output": "gelu",
            },
            {"op": "Neg", "domain": "", "inputs": ["gelu"]},
        ],
    },
    "test": {
        "inputs": [{"shape": [3], "dtype": "float64"}],
        "args": {"approximate": "tanh"},
    },
}
MY_ADD = {
    "name": "my_add",
    "source": {
        "function": "impls.my_add:my_add",
        "args": ["v", "v"],
        "names": ["a", "b"],
    },
    "target": {
        "opset": 9,
        "constants": {"two": {"value": 2, "like": "a"}},
        "nodes": [
            {"op": "Mul", "inputs": ["a", "two"], "output": "twice_a"},
            {"op": "Add", "inputs": ["twice_a", "b"]},
        ],
    },
    "test": {"inputs": [{"shape": [2]}, {"shape": [2]}], "opsets": [9, 17]},
}
RESIZE = {
    "name": "bicubic_resize",
    "source": {
        "function": "impls.resize:bicubic_resize",
        "args": ["v", "v"],
        "names": ["input", "scales"],
    },
    "target": {
        "opset": 11,
        "constants": {"roi": {"value": [], "dtype": "float32"}},
        "nodes": [
            {
                "op": "Resize",
                "inputs": ["input", "roi", "scales"],
                "attributes": {
                    "mode": "cubic",
                    "coordinate_transformation_mode": "pytorch_half_pixel",
                    "cubic_coeff_a": -0.75,
                    "nearest_mode": "floor",
                },
            }
        ],
    },
    "opt_out": {"dynamo": "forward reads the scales as Python floats"},
    "test": {"inputs": [{"shape": [1, 3, 8, 8]}, {"values": [1.0, 1.0, 3.0, 3.0]}]},
}
SINH_DYNAMO_ONLY = {
    "name": "sinh_dynamo_only",
    "source": {"op": "aten::sinh", "args": ["v"]},
    "target": {"op": "Sinh", "opset": 18, "inputs": ["input"]},
    "opt_out": {"torchscript": "only the dynamo exporter is wanted"},
    "test": {"inputs": [{"shape": [2]}], "opsets": [18]},
}
# The spec language's v2: a guard, variants on dtype tests, formulas with numbers, $args and
# a choice on an optional tensor.
DIFF = {
    "name": "diff_v2",
    "source": {"op": "aten::diff", "args": ["v", "i", "i", "v", "v"]},
    "target": {
        "opset": 11,
        "require": [{"that": "n <= 1", "message": "only n=0 and n=1"}],
        "variants": [
            {
                "when": 'dtype(input) == "bool"',
                "formula": {
                    "result": "Xor(Slice(input, [1], [99], [$dim]), "
                    "Slice(input, [0], [-1], [$dim]))"
                },
            },
            {
                "when": "floating(input) or integer(input)",
                "formula": {
                    "x": [
                        {
                            "when": "prepend is not None",
                            "then": "Concat(input, prepend, axis=$dim)",
                        },
                        {"then": "input"},
                    ],
                    "head": "Slice(x, [1], [99], [$dim])",
                    "result": "(head - Slice(x, [0], [-1], [$dim])) * 1 + 0 * input",
                },
            },
        ],
    },
    "dtypes": ["float32", "int64", "bool"],
    "test": {
        "inputs": [{"shape": [3, 5]}],
        "args": {"n": 1, "dim": -1, "prepend": None, "append": None},
    },
}
SKELETONS = [
    ASINH, LEAKY, EXPM1, HYPOT, DEFORM, DEFORM_CUSTOM, ERFINV, LOGADDEXP, GELU, MY_ADD,
    RESIZE, SINH_DYNAMO_ONLY, DIFF,
]  # fmt: skip

# -- strings and values ---------------------------------------------------------------------

NASTY_STRINGS = [
    "", " ", '"', "'", "\\", "\\n", "\n", "a\nb", "\r\n", "\t", '"""', "'''",
    '"""\n"); import os; os.system("echo pwned") #',
    "'); __import__('os').system('echo pwned'); ('", "__import__('os')", "{{ 7 * 7 }}",
    "{% for x in range(3) %}{{ x }}{% endfor %}", "{# comment #}", "${{ m.name }}",
    "$$", "$$x", "$", "$x", "$input", "$input * 2", "$__import__", "$a.b",
    "1 if $x else 2", "$x" + " + 1" * 1000, "-" * 1000 + "$x",
    "(" * 300 + "$x" + ")" * 300, "\\N{BULLET}", "\\x00", "\x00", "\x7f", "\x85",
    "\u2028", "\ufeff", "é", "ｇ", "ﬁ", "😀", "e\u0301", "# comment", "key: value",
    "- item", "[a, b]", "{a: b}", "*alias", "&anchor",
    "!!python/object/apply:os.system", "|", ">", "%TAG", "---", "...", "null", "true",
    "1e5", "0x10", ".inf", "x" * 5000, '"' * 200, "\\" * 201,
]  # fmt: skip
# Identifiers that collide with something: keywords, builtins, the generated code's own
# names, Python's special names, and identifiers Python normalizes (NFKC) to others.
CLASHING_IDENTIFIERS = [
    "lambda", "None", "True", "class", "match", "case", "type", "_", "int", "float",
    "range", "input", "print", "len", "self", "ctx", "g", "op", "torch", "inputs",
    "implementation", "parse_args", "symbolic", "translation", "given", "dtype_of",
    "check_opset", "constant", "custom_op", "function_op", "OP", "OPSETS", "SOURCE_OP",
    "TARGET", "sys", "opmapgen", "Registrations", "pytest", "check_parity",
    "TensorInput", "export", "exporter", "opset", "runtime", "tmp_path", "register",
    "MAPPINGS", "tests", "o_p", "o_p_s_e_t_s", "t_o_r_c_h", "__name__", "__builtins__",
    "__class__", "__x", "_private", "é", "ｇ", "ﬁ", "fi", "ǆ", "µ", "Ω", "𝔤", "ℌ",
    "x\u0301", "a" * 300,
]  # fmt: skip
IDENTIFIERS = st.one_of(
    st.sampled_from(CLASHING_IDENTIFIERS),
    st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,10}", fullmatch=True).map(
        lambda s: "fz" + s
    ),
)
# Identifiers that clash with nothing.
FRESH_IDENTIFIERS = st.one_of(
    st.sampled_from(
        ["é", "µ", "Ω", "x\u0301", "ǅ", "_private", "a" * 300, "fz_", "fz__"]
    ),
    st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,10}", fullmatch=True).map(
        lambda s: "fz" + s
    ),
)
STRINGS = st.one_of(
    st.sampled_from(NASTY_STRINGS),
    st.text(max_size=30),
    IDENTIFIERS,
)
WEIRD_FLOATS = st.sampled_from(
    [math.inf, -math.inf, math.nan, -0.0, 1e308, -1e-308, 5e-324, 1e100]
)
WEIRD_INTS = st.sampled_from(
    [-1, 0, 1, 2, 8, 21, 1000, 2**31, 2**63, 10**30, -(10**30), 10**400]
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    WEIRD_INTS,
    st.integers(-100, 100),
    WEIRD_FLOATS,
    st.floats(-10, 10),
    STRINGS,
)
WRONG_VALUES = st.one_of(
    SCALARS,
    st.lists(SCALARS, max_size=3),
    st.dictionaries(STRINGS, SCALARS, max_size=2),
    st.builds(lambda: [[1, 2], [3]]),  # built anew: mutations change it in place
    st.builds(lambda: {"name": "x", "when": {"nested": [1]}}),
)
# Pieces of YAML text spliced into a written spec.
YAML_SNIPPETS = [
    "\t", ":", "- ", "[", "]", "{", "}", '"', "'", "#", "&a ", "*a",
    "!!python/object/apply:os.system ", "!!binary ", "!custom ", "<<: {a: 1}\n", "? ",
    "%YAML 1.1\n", "---\n", "...\n", "\x00", "\ufeff", "\x85", "\u2028", "\r", "é",
    "name: again\n", "2001-12-14", "0o17", "[" * 60 + "]" * 60, "[" * 5000 + "]" * 5000,
    " " + "9" * 5000, " -" + "1" * 4301, " 0x" + "f" * 5000, " 1e99999",
    "\udcff", "\udcc3",  # bytes that are not UTF-8 (written with surrogateescape)
]  # fmt: skip

# -- mutations ------------------------------------------------------------------------------


def _walk(value, path=()):
    """Every (path, value) in a spec's data, containers before their items."""
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _walk(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _walk(item, (*path, index))


def _get(data, path):
    for part in path:
        data = data[part]
    return data


def _identifier_slots(spec: dict) -> list[str]:
    """The identifiers a spec names itself: to rename consistently."""
    found = []
    if isinstance(spec.get("name"), str):
        found.append(spec["name"])
    source = spec.get("source") or {}
    target = spec.get("target") or {}
    found += [n for n in source.get("names") or [] if isinstance(n, str)]
    found += list(target.get("constants") or {})
    for node in target.get("nodes") or []:
        if isinstance(node, dict):
            found += [node[k] for k in ("output", "op") if isinstance(node.get(k), str)]
    if isinstance(target.get("op"), str):
        found.append(target["op"])
    return found


def _renamed(value, old: str, new: str):
    """`value` with the identifier `old` renamed to `new`, in `$old` references too."""
    if isinstance(value, dict):
        return {
            (new if key == old else key): _renamed(item, old, new)
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [_renamed(item, old, new) for item in value]
    if isinstance(value, str):
        if value == old:
            return new
        pattern = re.compile(r"\$" + re.escape(old) + r"(?![A-Za-z0-9_])")
        return pattern.sub(lambda _: "$" + new.replace("\\", "\\\\"), value)
    return value


def _rename(draw, spec: dict, identifiers=IDENTIFIERS) -> dict:
    slots = _identifier_slots(spec)
    if not slots:
        return spec
    old = draw(st.sampled_from(slots))
    return _renamed(spec, old, draw(identifiers))


def _rename_kept_valid(draw, spec: dict) -> dict:
    return _rename(draw, spec, FRESH_IDENTIFIERS)


def _set_literal(draw, spec: dict) -> dict:
    """Nasty text where the spec takes any string and embeds it as a literal: a custom
    node's attribute, a standard string attribute, a test arg's value, an opt-out reason."""
    target, test = spec["target"], spec["test"]
    holders = [target] if target.get("nodes") is None else target["nodes"]
    choices = ["reason"]
    for holder in holders:
        domain = holder.get("domain", target.get("domain", ""))
        if domain not in ("", "ai.onnx"):
            choices.append(("custom", holder))
        elif holder.get("op") == "Resize":
            choices.append(("mode", holder))
    choices += [("arg", key) for key in test.get("args") or {}]
    choice = draw(st.sampled_from(choices))
    if choice == "reason":
        exporter = draw(st.sampled_from(["dynamo", "torchscript"]))
        if exporter in (spec.get("opt_out") or {}) or "opt_out" not in spec:
            spec["opt_out"] = {exporter: "why: " + draw(STRINGS)}
    elif choice[0] == "custom":
        key = draw(st.sampled_from([*choice[1]["attributes"], "note", "notes"]))
        value = draw(st.one_of(STRINGS, st.lists(STRINGS, min_size=1, max_size=3)))
        choice[1]["attributes"][key] = value
    elif choice[0] == "mode":
        choice[1]["attributes"]["mode"] = draw(STRINGS)
    else:
        test["args"][choice[1]] = draw(st.one_of(STRINGS, WRONG_VALUES))
    return spec


def _expressions(ref: str):
    """Attribute expressions on the source arg `ref` (`$name`): valid ones, invalid ones,
    and ones deeper than the generated code can hold."""
    leaves = st.sampled_from(
        [
            ref,
            ref,
            "2",
            "0.5",
            "1e400",
            "0x10",
            "1_0",
            "True",
            "'a'",
            "x",
            "$$",
            "$nope",
        ]
    )
    operators = st.sampled_from(
        ["+", "-", "*", "/", "//", "%", "**", "<<", "and", "if"]
    )
    nested = st.recursive(
        leaves,
        lambda inner: st.one_of(
            st.tuples(inner, operators, inner).map(" ".join),
            inner.map(lambda e: f"({e})"),
            inner.map(lambda e: f"-{e}"),
        ),
        max_leaves=8,
    )
    depths = st.sampled_from([30, 63, 64, 65, 100, 199, 250, 1000])
    deep = st.one_of(
        depths.map(lambda n: ref + " + 1" * n),
        depths.map(lambda n: "(" * n + ref + ")" * n),
        depths.map(lambda n: ref + " * (2" * n + ")" * n),
        depths.map(lambda n: "-" * n + ref),
    )
    return st.one_of(nested, nested, deep)


def _set_expression(draw, spec: dict) -> dict:
    """An attribute that refers to a source arg becomes arithmetic on it."""
    slots = [
        (path, found[0])
        for path, value in _walk(spec)
        if "attributes" in path
        and isinstance(value, str)
        and (found := re.search(r"\$[A-Za-z_]\w*", value))
    ]
    if not slots:
        return spec
    path, ref = draw(st.sampled_from(slots))
    _get(spec, path[:-1])[path[-1]] = draw(_expressions(ref))
    return spec


KERNELS = [
    "tests.fixtures.kernels:logaddexp", "impls.deform_conv:deform_conv2d",
    "tests.fixtures.kernels:nope", "nocolon", "a:b:c", "", ":x", "..x:y", "impls:x",
    "fzpackage.nope:x",
]  # fmt: skip


def _set_string_slot(draw, spec: dict) -> dict:
    """A string the spec embeds as a literal (attribute, test arg, reason, domain, op)."""
    target = spec.get("target")
    if not isinstance(target, dict):
        return spec
    choices = []
    holders = [target] + [n for n in target.get("nodes") or [] if isinstance(n, dict)]
    for holder in holders:
        if isinstance(holder.get("attributes"), dict):
            choices.append(("attribute", holder))
        choices.append(("domain", holder))
        choices.append(("op", holder))
        choices.append(("kernel", holder))
    if isinstance(spec.get("test"), dict):
        choices.append(("test_arg", spec["test"]))
    choices.append(("reason", spec))
    kind, holder = draw(st.sampled_from(choices))
    value = draw(STRINGS)
    if kind == "attribute":
        key = draw(
            st.one_of(st.sampled_from([*holder["attributes"], "note"]), IDENTIFIERS)
        )
        holder["attributes"][key] = draw(
            st.one_of(st.just(value), st.lists(STRINGS, min_size=1, max_size=3))
        )
    elif kind == "domain":
        holder["domain"] = draw(
            st.one_of(
                st.sampled_from(
                    ["", "ai.onnx", "ai.onnx.ml", "com.example", "opmapgen"]
                ),
                st.builds(".".join, st.lists(IDENTIFIERS, min_size=1, max_size=3)),
                st.just(value),
            )
        )
    elif kind == "op":
        holder["op"] = draw(st.one_of(IDENTIFIERS, st.just(value)))
    elif kind == "kernel":
        holder["kernel"] = draw(st.one_of(st.sampled_from(KERNELS), st.just(value)))
    elif kind == "test_arg":
        args = holder.get("args") if isinstance(holder.get("args"), dict) else {}
        key = draw(st.one_of(st.sampled_from([*args, "approximate"]), IDENTIFIERS))
        holder["args"] = {**args, key: draw(st.one_of(st.just(value), WRONG_VALUES))}
    else:
        exporter = draw(st.sampled_from(["dynamo", "torchscript"]))
        holder["opt_out"] = {exporter: value}
    return spec


def _set_number(draw, spec: dict) -> dict:
    """An out-of-range or odd number in a numeric slot."""
    slots = [
        path
        for path, value in _walk(spec)
        if isinstance(value, int | float) and not isinstance(value, bool)
    ]
    slots += [("target", "max_opset"), ("target", "domain_version"), ("test", "rtol")]
    path = draw(st.sampled_from(slots))
    parent = _get(spec, path[:-1]) if len(path) > 1 else spec
    if isinstance(parent, dict | list) and (
        isinstance(parent, dict) or path[-1] < len(parent)
    ):
        parent[path[-1]] = draw(
            st.one_of(WEIRD_INTS, WEIRD_FLOATS, st.integers(-3, 25))
        )
    return spec


SOURCE_OPS = [
    "aten::asinh", "aten::add", "aten::add.Tensor", "aten::add.out", "aten::asinh.nope",
    "aten::asinhh", "aten::name", "aten::__class__", "aten::__init__", "aten::__dict__",
    "aten::_dir", "aten::asinh.__class__", "prim::__dict__", "torchvision::name",
    "torchvision::nope", "fzlibrary::op", "__main__::x", "builtins::x", "torch::x",
    "this::x",
]  # fmt: skip


def _set_source(draw, spec: dict) -> dict:
    """Another source op, or a function source, kept or broken."""
    source = spec.get("source")
    if not isinstance(source, dict):
        return spec
    if draw(st.integers(0, 3)) == 0:
        source.pop("op", None)
        source["function"] = draw(
            st.sampled_from(
                [
                    "impls.my_add:my_add",
                    "impls.my_add:nope",
                    "impls.nope:x",
                    "fzpackage.module:x",
                    "tests.fixtures.kernels:logaddexp",
                    "tests.fixtures:kernels",
                ]
            )
        )
        source.setdefault(
            "names", [f"a{i}" for i in range(len(source.get("args") or []))]
        )
    else:
        source.pop("function", None)
        source["op"] = draw(st.one_of(st.sampled_from(SOURCE_OPS), STRINGS))
    return spec


def _break(draw, spec: dict) -> dict:
    """A wrong type, a dropped or an extra key, or a nasty string anywhere."""
    paths = [p for p, _ in _walk(spec) if p]
    if not paths:
        return spec
    path = draw(st.sampled_from(paths))
    parent = _get(spec, path[:-1])
    key = path[-1]
    action = draw(st.sampled_from(["value", "string", "drop", "extra", "list"]))
    if action == "value":
        parent[key] = draw(WRONG_VALUES)
    elif action == "string":
        parent[key] = draw(STRINGS)
    elif action == "drop":
        del parent[key]
    elif action == "extra" and isinstance(parent, dict):
        near = [k[:-1] for k in parent if isinstance(k, str)] + [
            k + "s" for k in parent
        ]
        extra = draw(st.one_of(st.sampled_from(near or ["x"]), STRINGS))
        parent[extra] = draw(WRONG_VALUES)
    elif action == "list" and isinstance(parent[key], list):
        items = parent[key]
        if items and draw(st.booleans()):
            items.pop(draw(st.integers(0, len(items) - 1)))
        else:
            item = draw(st.one_of(WRONG_VALUES, st.sampled_from(items or [1])))
            items.append(copy.deepcopy(item))
    return spec


def _splice(draw, text: str) -> str:
    """Raw YAML damage: a snippet inserted, or the text cut short."""
    at = draw(st.integers(0, len(text)))
    if draw(st.integers(0, 4)) == 0:
        return text[:at]
    return text[:at] + draw(st.sampled_from(YAML_SNIPPETS)) + text[at:]


@st.composite
def spec_texts(draw, skeletons=SKELETONS, names=None) -> str:
    """The YAML text of a valid spec, changed by a few mutations (maybe none); named from
    `names` if given."""
    spec = copy.deepcopy(draw(st.sampled_from(skeletons)))
    if names is not None:
        spec["name"] = draw(names)
    # Half the specs keep valid (mostly): fresh names, nasty literals.
    if draw(st.booleans()):
        for _ in range(draw(st.integers(1, 4))):
            mutation = draw(
                st.sampled_from([_rename_kept_valid, _set_literal, _set_expression])
            )
            spec = mutation(draw, spec)
        return _dump(draw, spec)
    for _ in range(draw(st.integers(0, 3))):
        mutation = draw(
            st.sampled_from(
                [
                    _rename,
                    _rename,
                    _set_string_slot,
                    _set_number,
                    _set_source,
                    _set_expression,
                ]
            )
        )
        spec = mutation(draw, spec)
    if draw(st.integers(0, 2)) == 0:
        for _ in range(draw(st.integers(1, 2))):
            spec = _break(draw, spec)
    text = _dump(draw, spec)
    if draw(st.integers(0, 3)) == 0:
        text = _splice(draw, text)
    return text


def _dump(draw, spec: dict) -> str:
    text = yaml.safe_dump(
        spec,
        sort_keys=False,
        allow_unicode=draw(st.booleans()),
        default_flow_style=draw(st.sampled_from([False, None])),
        width=draw(st.sampled_from([80, 10**6])),
    )
    return (
        draw(st.sampled_from(["", "# yaml-language-server: $schema=x.json\n"])) + text
    )


# Names whose CamelCase (a function mapping's classes) or module collides with another's.
COLLIDING_NAMES = [
    "a_b", "a__b", "AB", "a_b_", "my_add", "MyAdd", "asinh", "Asinh", "x",
]  # fmt: skip
FILE_NAMES = st.one_of(
    st.just("spec.yaml"),
    st.sampled_from(
        ['quote"s.yaml', "it's.yaml", 'tri"""ple.yaml', "new\nline.yml", "ü ñ.yaml"]
    ),
    st.from_regex(r"[A-Za-z0-9 ._'\"{}%$-]{1,20}", fullmatch=True).map(
        lambda s: s + ".yaml"
    ),
)
COMMANDS = st.one_of(
    st.just("opmapgen build"), STRINGS.map(lambda s: "opmapgen build " + s)
)

# -- what is checked ------------------------------------------------------------------------

YAML_LINE_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")
DTYPES = {"float32", "float64", "float16", "int64", "int32", "int8", "uint8", "bool"}
# Node types the templates produce; anything else (a lambda, a comprehension in a mapping
# module, an await...) would have come from a spec.
NODE_TYPES = (
    ast.Module, ast.Expr, ast.Import, ast.ImportFrom, ast.alias, ast.Assign, ast.FunctionDef,
    ast.ClassDef, ast.arguments, ast.arg, ast.Return, ast.Call, ast.keyword, ast.Name,
    ast.Attribute, ast.Constant, ast.List, ast.Tuple, ast.Dict, ast.BinOp, ast.UnaryOp,
    ast.IfExp, ast.Starred, ast.Load, ast.Store, ast.Add, ast.Sub, ast.Mult, ast.Div,
    ast.FloorDiv, ast.Mod, ast.USub, ast.UAdd,
    # conditions: variants and choices as if/elif/else over checked comparisons
    ast.If, ast.BoolOp, ast.And, ast.Or, ast.Not, ast.Compare, ast.Eq, ast.NotEq, ast.Lt,
    ast.Gt, ast.LtE, ast.GtE, ast.In, ast.NotIn,
)  # fmt: skip
INIT_ONLY_NODE_TYPES = (
    ast.JoinedStr, ast.FormattedValue, ast.ListComp, ast.comprehension, ast.Subscript,
)  # fmt: skip

# What the code of conditions calls, and the builtins attribute expressions may.
CONDITION_HELPERS = {
    "absent",
    "present",
    "dtype_name",
    "is_floating",
    "is_integer",
    "len",
    "list",
}
# The runtime helpers that add nodes (a formula's `polevl`, `chbevl`).
GRAPH_HELPERS = {"polevl", "chbevl"}
# The names each template writes itself (templates/*.j2 and opmapgen/codegen/), by the
# generated file: names (variables, parameters, functions, classes, imports), attribute
# names, keyword arguments and imported modules. The spec adds its own identifiers.
MAPPING_NAMES = {
    "torch", "parse_args", "given", "dtype_of", "check_opset", "function_op",
    "implementation", "SOURCE_OP", "OPSETS", "OP", "range", "symbolic", "g", "inputs",
    "staticmethod", "forward", "ctx", "self", "__name__", "int", "float", "CONTRACT",
    "Contract", "check_inputs", "opset", "torch_fallback", "promote", "_symbolic", "args",
    "len", *CONDITION_HELPERS, *GRAPH_HELPERS,
}  # fmt: skip
MAPPING_ATTRIBUTES = {"op", "tensor", "autograd", "Function", "nn", "Module", "apply"}
MAPPING_ATTRIBUTES |= {"opset"}  # g.opset, the export opset variants are chosen by
MAPPING_ATTRIBUTES |= {
    "require",
    "refuse",
    "no_variant",
}  # CONTRACT.require(...), CONTRACT.refuse(...), CONTRACT.no_variant(...)
MAPPING_ATTRIBUTES |= DTYPES  # torch.float32...
MAPPING_KEYWORDS = {
    "value_t", "dtype", "dtypes", "reasons", "scalar_typed_ops", "torch_wrong",
    "torch_wrong_below", "promote", "promote_kind", "promoted", "by_input", "variants",
    "like",  # polevl(g, x, TABLE, like=...)
}  # fmt: skip
MAPPING_MODULES = {
    "torch", "torch.onnx.symbolic_helper", "opmapgen.runtime.symbolic", "opmapgen.runtime.function_op",
    "opmapgen.runtime.contract",
}  # fmt: skip
TRANSLATION_NAMES = {
    "op", "constant", "custom_op", "OP", "TARGET", "SCHEMA", "OPSETS", "range", "translation",
    "int", "float", "CONTRACT", "Contract", "check_inputs", "opset", "export_opset", "dtype_arg",
    "torch_fallback", "promote", *CONDITION_HELPERS, *GRAPH_HELPERS,
}  # fmt: skip
TRANSLATION_ATTRIBUTES = {"require", "refuse", "no_variant", "__wrapped__"}
TRANSLATION_KEYWORDS = {
    "like", "dtype", "inputs", "attributes", "dtypes", "reasons", "torch_wrong",
    "torch_wrong_below", "promote", "promote_kind", "promoted", "by_input", "variants",
}  # fmt: skip
TRANSLATION_MODULES = {
    "onnxscript", "opmapgen.runtime.translation", "opmapgen.runtime.contract",
}  # fmt: skip
TEST_NAMES = {
    "pytest", "TensorInput", "check_parity", "export", "exporter", "opset", "runtime",
    "tmp_path", "float", "check_opinfo", "dtype_params", "dtype", "XFAIL", "CASES", "case",
    "EXPORTER_XFAIL", "get",
}  # fmt: skip
TEST_ATTRIBUTES = {"mark", "parametrize", "param", "skip", "importorskip"}
TEST_KEYWORDS = {
    "marks", "reason", "source", "args", "kwargs", "mapping", "opset", "rtol", "atol",
    "export", "exporter", "path", "runtime", "kernels", "shape", "dtype", "low", "high",
    "values", "mapping", "dtype", "dtypes", "opsets", "tolerance", "xfail",
    "by_input", None,  # **CASES[case]
}  # fmt: skip
TEST_MODULES = {"pytest", "opmapgen.runtime.parity", "opmapgen.runtime.opinfo", ".."}
INIT_NAMES = {
    "torch",  # imported first: see templates/package_init.py.j2
    "sys", "onnx_export", "Registrations", "__all__", "MAPPINGS", "TRANSLATIONS",
    "_registrations", "register", "unregister", "registered", "custom_translation_table",
    "export", "model", "args", "f", "kwargs", "custom_opsets", "__name__", "name",
    "__getattr__", "range", "KERNELS",
    "opmapgen.library", "PROJECT", "project_folder",  # a user's package: with the library
}  # fmt: skip
INIT_ATTRIBUTES = {
    "register", "unregister", "registered", "custom_translation_table", "export", "modules",
    "module_attribute",
}  # fmt: skip
INIT_MODULES = {
    "torch",
    "sys", "opmapgen.runtime", "opmapgen.runtime.register", ".", "opmapgen.library",
    "opmapgen.runtime.function_op",
}  # fmt: skip


def check_located(diagnostics, files: dict[Path, str]) -> None:
    """Every diagnostic names one of the spec files, a line and column inside it, and says
    something."""
    for diagnostic in diagnostics:
        where = diagnostic.location
        assert where.path in files, (where, list(files))
        assert _in_bounds(files[where.path], where.line, where.col), str(diagnostic)
        assert isinstance(diagnostic.message, str) and diagnostic.message.strip(), (
            diagnostic
        )
        assert "Traceback" not in diagnostic.message


def _in_bounds(text: str, line: int, col: int) -> bool:
    """Whether line:col is a place in `text` (its end included), lines being counted at
    YAML's line breaks (\\x85 and \\u2028 too, as the YAML parser counts) or at \\n only
    (as most editors count)."""
    for lines in (YAML_LINE_BREAK.split(text), text.split("\n")):
        if 1 <= line <= len(lines) and 1 <= col <= len(lines[line - 1]) + 1:
            return True
    return False


def _collect(tree: ast.AST):
    names, attributes, keywords, modules = set(), set(), set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(node, ast.Attribute):
            attributes.add(node.attr)
        elif isinstance(node, ast.keyword):
            keywords.add(node.arg)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                modules.add(alias.name)
                names.add(alias.asname or alias.name)
        elif isinstance(node, ast.ImportFrom):
            modules.add("." * node.level + (node.module or ""))
            for alias in node.names:
                names.add(alias.name)
                if alias.asname:
                    names.add(alias.asname)
    return names, attributes, keywords, modules


def _bound_at_module_level(tree: ast.Module) -> list[str]:
    bound = []
    for statement in tree.body:
        if isinstance(statement, ast.Import | ast.ImportFrom):
            bound += [a.asname or a.name.split(".")[0] for a in statement.names]
        elif isinstance(statement, ast.Assign):
            bound += [t.id for t in statement.targets if isinstance(t, ast.Name)]
        elif isinstance(statement, ast.FunctionDef | ast.ClassDef):
            bound.append(statement.name)
    return bound


def _strings(tree: ast.AST) -> set[str]:
    return {
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }


def _parse(path: str, text: str) -> ast.Module:
    text.encode("utf-8")  # what `write` does with it
    compile(text, path, "exec", dont_inherit=True)  # duplicate parameters and the like
    tree = ast.parse(text, path)
    for node in ast.walk(tree):
        allowed = NODE_TYPES + (INIT_ONLY_NODE_TYPES if path == "__init__.py" else ())
        allowed += (ast.Subscript,) if path.startswith("tests/") else ()  # CASES[case]
        assert isinstance(node, allowed), (path, ast.dump(node)[:200])
    for node in ast.walk(tree):  # imports stand at the top of the module only
        if isinstance(node, ast.Import | ast.ImportFrom):
            assert node in tree.body, (path, ast.dump(node))
    bound = _bound_at_module_level(tree)
    clashes = sorted({n for n in bound if bound.count(n) > 1})
    assert not clashes, f"{path}: module-level names bound twice: {clashes}"
    docstring = ast.get_docstring(tree, clean=False)
    assert docstring and "do not edit" in docstring, path
    return tree


def _within(path: str, found: set, allowed: set, what: str) -> None:
    extra = found - allowed
    assert not extra, f"{path}: {what} outside the allowlist: {sorted(extra, key=str)}"


def _spec_strings(data: dict) -> dict[str, set[str]]:
    """The spec's literal strings, by where they must show up as string constants."""
    target, test = data["target"], data["test"]
    holders = [target] if target.get("nodes") is None else target["nodes"]
    attributes = set()
    for holder in holders:
        for value in (holder.get("attributes") or {}).values():
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, str) and (item.startswith("$$") or "$" not in item):
                    attributes.add(item[1:] if item.startswith("$$") else item)
    test_args = set()
    cases = test.get("cases") or {}
    for args in [test.get("args") or {}] + [
        c.get("args") or {} for c in cases.values()
    ]:
        for value in args.values():
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, str):
                    test_args.add(item)
    test_args |= set(cases)  # case names are the test ids
    return {"attributes": attributes, "test_args": test_args}


def check_generated(
    files: dict[str, str], mappings, data_by_name: dict, command: str
) -> None:
    trees = {path: _parse(path, text) for path, text in files.items()}
    for path in ("__init__.py", "tests/__init__.py", "translations/__init__.py"):
        assert command in ast.get_docstring(trees[path], clean=False), path
    init_names = set(INIT_NAMES)
    for m in mappings:
        data = data_by_name[m.name]
        source, target = data["source"], data["target"]
        nodes = target.get("nodes") or [target]
        arg_names = [a.name for a in m.args]
        if source.get("names") is not None:
            assert arg_names == source["names"]
        if "formula" in target or "variants" in target:
            # Expanded by the build: its names come from formula keys, op types and args.
            outputs = [n.output for n in m.nodes]
            attribute_names = {a.name for n in m.nodes for a in n.attributes}
            op_types = {n.op_type for n in m.nodes}
            constants = [c.name for c in m.constants]
        else:
            assert [c.name for c in m.constants] == list(target.get("constants") or {})
            outputs = [n.get("output") for n in nodes]
            assert [n.output for n in m.nodes][:-1] == outputs[:-1]
            attribute_names = {a for n in nodes for a in n.get("attributes") or {}}
            op_types = {n["op"] for n in nodes}
            constants = list(target.get("constants") or {})
        # The names the generated functions assign: the spec's constants and node outputs.
        values = {*constants, *(n.output for n in m.nodes if n.output and not n.inline)}
        spec_names = {*arg_names, *constants, *filter(None, outputs)}
        class_names = {m.class_name, m.class_name + "Function"} if m.function else set()
        init_names |= {m.name} | class_names
        strings = _spec_strings(data)

        mapping_path = f"{m.name}.py"
        if m.function or m.torchscript:
            tree = trees[mapping_path]
            names, attributes, keywords, modules = _collect(tree)
            function_module, _, function_name = (m.function or ":").partition(":")
            _within(
                mapping_path,
                names,
                MAPPING_NAMES | spec_names | class_names | {m.name, function_name},
                "names",
            )
            _within(mapping_path, attributes, MAPPING_ATTRIBUTES, "attributes")
            suffixed = {f"{a}_{s}" for a in attribute_names for s in "ifst"}
            # check_inputs(CONTRACT, x=x): the source args name the keywords too
            allowed = MAPPING_KEYWORDS | suffixed | set(arg_names)
            _within(mapping_path, keywords, allowed, "keywords")
            _within(
                mapping_path, modules, MAPPING_MODULES | {function_module}, "modules"
            )
            if m.torchscript:
                symbolic = _function(tree, "symbolic")
                assert [a.arg for a in symbolic.args.args] == ["g", *arg_names]
                # promotion rebinds the promoted args to their values in one dtype
                rebound = {"inputs", *m.promote}
                assert _assigned(symbolic) - rebound == values, _assigned(symbolic)
                constants = _strings(symbolic)
                assert strings["attributes"] <= constants, (
                    strings["attributes"] - constants
                )
            docstring = ast.get_docstring(tree, clean=False)
            assert m.spec_path in docstring and command in docstring
            for plan in m.exporters if m.function else ():
                assert plan.opt_out is None or plan.opt_out in docstring
        else:
            assert mapping_path not in files

        translation_path = f"translations/{m.name}.py"
        if m.dynamo:
            tree = trees[translation_path]
            names, attributes, keywords, modules = _collect(tree)
            relative = {f"..{m.name}"} if m.function else set()
            _within(
                translation_path,
                names,
                TRANSLATION_NAMES
                | spec_names
                | op_types
                | {f"opset{m.plan(DYNAMO).first_opset}"},
                "names",
            )
            _within(
                translation_path,
                attributes,
                op_types | TRANSLATION_ATTRIBUTES,
                "attributes",
            )
            _within(
                translation_path,
                keywords,
                TRANSLATION_KEYWORDS | attribute_names | set(arg_names),
                "keywords",
            )
            _within(
                translation_path, modules, TRANSLATION_MODULES | relative, "modules"
            )
            translation = _function(tree, "translation")
            assert [a.arg for a in translation.args.args] == arg_names
            assert _assigned(translation) - set(m.promote) == values, _assigned(
                translation
            )
            constants = _strings(translation)
            assert strings["attributes"] <= constants, strings["attributes"] - constants
            assert m.spec_path in ast.get_docstring(tree, clean=False)
        else:
            assert translation_path not in files

        test_path = f"tests/test_{m.name}.py"
        tree = trees[test_path]
        names, attributes, keywords, modules = _collect(tree)
        own = {f"test_{m.name}", f"test_{m.name}_opinfo"} | (
            {m.name} if m.function else set()
        )
        _within(test_path, names, TEST_NAMES | own, "names")
        _within(test_path, attributes, TEST_ATTRIBUTES, "attributes")
        _within(test_path, keywords, TEST_KEYWORDS, "keywords")
        _within(test_path, modules, TEST_MODULES, "modules")
        constants = _strings(tree)
        assert strings["test_args"] <= constants, strings["test_args"] - constants
        assert {p.opt_out for p in m.exporters if p.opt_out} <= constants
        assert m.spec_path in ast.get_docstring(tree, clean=False)

    tree = trees["__init__.py"]
    names, attributes, keywords, modules = _collect(tree)
    _within("__init__.py", names, init_names, "names")
    _within("__init__.py", attributes, INIT_ATTRIBUTES, "attributes")
    _within(
        "__init__.py", keywords, {"mappings", "package", None}, "keywords"
    )  # **kwargs
    own_modules = {f".{m.name}" for m in mappings if m.function}
    _within("__init__.py", modules, INIT_MODULES | own_modules, "modules")
    docstring = ast.get_docstring(tree, clean=False)
    for m in mappings:
        assert m.spec_path in docstring


def _assigned(function: ast.FunctionDef) -> set[str]:
    return {
        n.id
        for n in ast.walk(function)
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
    }


def _function(tree: ast.Module, name: str) -> ast.FunctionDef:
    found = [
        n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == name
    ]
    assert len(found) == 1, name
    return found[0]


# -- the tests ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    """The repository as the working folder (function sources and kernels are found from
    it), and a folder for the specs."""
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(REPO)
        yield tmp_path_factory.mktemp("fuzz")


_counter = itertools.count()


def run(workdir: Path, texts: list[tuple[str, str]], command: str) -> str:
    """Validate and render the specs; check what comes out. Returns "accepted"/"rejected"."""
    folder = workdir / f"case{next(_counter)}"
    folder.mkdir()
    files = {}
    for i, (file_name, text) in enumerate(texts):
        path = folder / str(i) / file_name
        path.parent.mkdir()
        # A lone surrogate (\udcff) stands for a byte that is not UTF-8.
        path.write_bytes(text.encode("utf-8", "surrogateescape"))
        files[path] = path.read_bytes().decode("utf-8", "replace")
    report = Report()
    try:
        mappings = validate(folder if len(texts) > 1 else path, report)
    except SpecErrors as error:
        assert error.diagnostics, "SpecErrors without a diagnostic"
        check_located([*error.diagnostics, *report.warnings], files)
        return "rejected"
    check_located(report.warnings, files)
    rendered = render(mappings, command=command)
    data_by_name = {}
    for path, text in files.items():
        data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        data_by_name[data["name"]] = data
    check_generated(rendered, mappings, data_by_name, command)
    return "accepted"


def _edited(skeleton: dict, *edits) -> str:
    """A skeleton's YAML with (path, value) edits."""
    spec = copy.deepcopy(skeleton)
    for path, value in edits:
        _get(spec, path[:-1])[path[-1]] = value
    return yaml.safe_dump(spec, sort_keys=False, allow_unicode=True)


def _renaming(skeleton: dict, old: str, new: str) -> str:
    """A skeleton's YAML with the identifier `old` renamed to `new` wherever it is used."""
    return yaml.safe_dump(_renamed(skeleton, old, new), sort_keys=False)


ASINH_TEXT = _edited(ASINH)

# What fuzzing found, each with the outcome now expected. Each crashed the checks, was
# reported where the file has no such place, or generated broken code.
FOUND = [
    # Test values of .inf and .nan were written as `inf` and `nan`, undefined names.
    (
        "inf-literal",
        _edited(LOGADDEXP, (("test", "inputs", 1, "values"), [-math.inf, math.nan, 1])),
        "accepted",
    ),
    ("inf-test-arg", _edited(LEAKY, (("test", "args", "slope"), math.inf)), "accepted"),
    (
        "nan-attribute",
        _edited(ERFINV, (("target", "attributes", "scale"), math.nan)),
        "accepted",
    ),
    # libyaml puts the end of a file without a final line break on a line after the last.
    ("error-at-eof", "name: null\nsource:\n  op: aten::asinh\n  a", "rejected"),
    # The column of a byte that is not UTF-8 was counted in bytes, past the line's end.
    ("not-utf8-column", "name: éééé\udcff\n", "rejected"),
    # Python reads identifiers in NFKC form: the package imported `g`, not the module `ｇ`.
    ("nfkc-name", _edited(ASINH, (("name",), "ｇ")), "rejected"),
    ("nfkc-arg", _renaming(MY_ADD, "b", "ｇ"), "rejected"),
    # forward(ctx, self) and forward(self, self): duplicate parameters.
    ("arg-named-self", _renaming(MY_ADD, "a", "self"), "rejected"),
    ("arg-named-ctx", _renaming(MY_ADD, "b", "ctx"), "rejected"),
    # forward(self, my_add) calls its own argument.
    (
        "arg-named-like-mapping",
        _renaming(MY_ADD, "b", "my_add"),
        "rejected",
    ),
    # int(use_mask) with an arg named int.
    (
        "arg-named-int",
        _renaming(DEFORM_CUSTOM, "use_mask", "int"),
        "rejected",
    ),
    # A custom op bound to a name the translation uses, or to a keyword.
    (
        "custom-op-OPSETS",
        _renaming(LOGADDEXP, "LogAddExp", "OPSETS"),
        "rejected",
    ),
    (
        "custom-op-keyword",
        _renaming(LOGADDEXP, "LogAddExp", "lambda"),
        "rejected",
    ),
    (
        "custom-op-dunder",
        _renaming(LOGADDEXP, "LogAddExp", "__builtins__"),
        "rejected",
    ),
    # Two custom domains with an op of the same type: one name for both in the translation.
    (
        "custom-op-two-domains",
        _edited(
            GELU,
            (
                ("target", "nodes", 1),
                {"op": "Gelu2", "domain": "com.other", "inputs": ["gelu"]},
            ),
        ),
        "rejected",
    ),
    # torch.ops.aten.name is no op packet but the namespace's name: AttributeError.
    ("op-aten-name", _edited(ASINH, (("source", "op"), "aten::name")), "rejected"),
    (
        "op-aten-dunder",
        _edited(ASINH, (("source", "op"), "aten::__class__")),
        "rejected",
    ),
    # An unknown key under a constant: KeyError while wording the message.
    (
        "constant-extra-key",
        _edited(EXPM1, (("target", "constants", "one", ":value"), 1.0)),
        "rejected",
    ),
    # A deeply nested YAML value: RecursionError, and a segfault of libyaml's composer.
    ("deep-yaml", "name: " + "[" * 5000 + "]" * 5000 + "\n", "rejected"),
    ("deep-yaml-block", "".join("  " * i + "a:\n" for i in range(200)), "rejected"),
    # A deep attribute expression: RecursionError in ast.parse or ast.unparse.
    (
        "deep-expression",
        _edited(
            DEFORM_CUSTOM,
            (("target", "attributes", "group"), "$groups" + " + 1" * 1000),
        ),
        "rejected",
    ),
    (
        "nested-expression",
        _edited(
            DEFORM_CUSTOM,
            (("target", "attributes", "group"), "$groups" + " * (2" * 190 + ")" * 190),
        ),
        "rejected",
    ),
    # An integer of more digits than Python converts: ValueError from the YAML constructor.
    (
        "huge-integer",
        ASINH_TEXT.replace("opset: 9", "opset: " + "9" * 5000),
        "rejected",
    ),
    # A kernel that is no module:callable: ValueError unpacking it.
    (
        "kernel-no-colon",
        _edited(LOGADDEXP, (("target", "kernel"), "nocolon")),
        "rejected",
    ),
    ("kernel-empty", _edited(LOGADDEXP, (("target", "kernel"), "")), "rejected"),
    # A function mapping whose name is its own CamelCase: the Module class replaced the
    # function of the same name.
    ("function-named-in-camel-case", _edited(MY_ADD, (("name",), "MyAdd")), "rejected"),
    ("function-named-omega", _edited(MY_ADD, (("name",), "Ω")), "rejected"),
    # Classes named like what the module uses: `class OP` replaced the torch op.
    ("function-class-OP", _edited(MY_ADD, (("name",), "o_p")), "rejected"),
    ("function-named-pytest", _edited(MY_ADD, (("name",), "pytest")), "rejected"),
    # `from . import sys` replaced the package's sys.
    ("mapping-named-sys", _edited(ASINH, (("name",), "sys")), "rejected"),
    # No test opsets: the parity test's cases indexed an empty tuple.
    (
        "no-test-opsets",
        _edited(SINH_DYNAMO_ONLY, (("test", "opsets"), [])),
        "rejected",
    ),
    # Nasty strings in every literal slot stay literals.
    (
        "nasty-literals",
        _edited(
            GELU,
            (("target", "nodes", 0, "attributes", "note"), '"""\n{{ x }}\\\x00\u2028'),
            (
                ("test", "args", "approximate"),
                "'); __import__('os').system('echo pwned'); ('",
            ),
            (("opt_out",), {"torchscript": '"""; import os #'}),
        ),
        "accepted",
    ),
]
FOUND_TWO = [
    # Function mappings a_b and a__b both define the class AB.
    (
        "two-classes-AB",
        [_edited(MY_ADD, (("name",), "a_b")), _edited(MY_ADD, (("name",), "a__b"))],
        "rejected",
    ),
    (
        "class-AB-and-mapping-AB",
        [_edited(MY_ADD, (("name",), "a_b")), _edited(ASINH, (("name",), "AB"))],
        "rejected",
    ),
]


@pytest.mark.parametrize(
    ("text", "outcome"), [c[1:] for c in FOUND], ids=[c[0] for c in FOUND]
)
def test_found_by_fuzzing(workdir, text, outcome):
    assert run(workdir, [("spec.yaml", text)], "opmapgen build") == outcome


@pytest.mark.parametrize(
    ("texts", "outcome"), [c[1:] for c in FOUND_TWO], ids=[c[0] for c in FOUND_TWO]
)
def test_found_by_fuzzing_across_specs(workdir, texts, outcome):
    files = [(f"{i}.yaml", text) for i, text in enumerate(texts)]
    assert run(workdir, files, "opmapgen build") == outcome


def test_skeletons_are_accepted(workdir):
    """Without mutations every skeleton passes: the fuzzing starts from valid specs."""
    for skeleton in SKELETONS:
        outcome = run(workdir, [("spec.yaml", _edited(skeleton))], "opmapgen build")
        assert outcome == "accepted", skeleton["name"]


def _examples(argument: str, cases: list, **fixed):
    """Each case's spec text(s) as an explicit example of the test's `argument`."""

    def decorate(test):
        for _, value, _ in cases:
            test = example(**{argument: value}, **fixed)(test)
        return test

    return decorate


@settings(SETTINGS, max_examples=200)
@_examples("text", FOUND, file_name="spec.yaml", command="opmapgen build")
@example(
    text=ASINH_TEXT,
    file_name='tri"""ple\n.yaml',
    command='opmapgen build "{{ x }}"\n\\',
)
@given(text=spec_texts(), file_name=FILE_NAMES, command=COMMANDS)
def test_one_spec(workdir, text, file_name, command):
    event(run(workdir, [(file_name, text)], command))


@settings(SETTINGS, max_examples=40)
@_examples("texts", FOUND_TWO, command="opmapgen build")
@given(
    texts=st.lists(
        st.one_of(spec_texts(), spec_texts(names=st.sampled_from(COLLIDING_NAMES))),
        min_size=2,
        max_size=2,
    ),
    command=COMMANDS,
)
def test_two_specs(workdir, texts, command):
    """Checks across specs: names, ops and domains shared by two specs."""
    event(run(workdir, [(f"{i}.yaml", text) for i, text in enumerate(texts)], command))
