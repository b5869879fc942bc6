"""Function-kind mappings as torch ops, so the dynamo exporter sees each call as one node.

torch.export traces through a torch.autograd.Function into whatever its implementation calls;
wrapped in a custom op (with a fake implementation: the implementation itself, run on fake
tensors) the call stays one FX node, which the mapping's translation turns into ONNX.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import torch

NAMESPACE = "opmapgen_functions"

# Qualified op name → the implementation it runs now. A reloaded module cannot define its op
# again (torch keeps it for the life of the process), so it swaps the implementation here.
_implementations: dict[str, Callable] = {}


def function_op(module: str, implementation: Callable, schema: str):
    """The torch op `opmapgen_functions::<module, dots as _>` running `implementation`.

    `schema` is the op's signature without a name: `(Tensor a, Tensor b) -> Tensor`.
    """
    name = module.replace(".", "_")
    qualified = f"{NAMESPACE}::{name}"
    defined = qualified in _implementations
    _implementations[qualified] = implementation
    if not defined:

        def run(*args):
            return _implementations[qualified](*args)

        op = torch.library.custom_op(qualified, run, mutates_args=(), schema=schema)
        op.register_fake(run)
    return getattr(getattr(torch.ops, NAMESPACE), name).default


def project_folder(package_file: str, relative: str) -> Path:
    """Put the project folder a generated package was built in (`relative` to the package
    folder of `package_file`) first on sys.path, so that its function mappings import
    their implementations (`impls.my_add`) from the project wherever the program runs,
    and not from a same-named module of the current folder."""
    folder = (Path(package_file).parent / relative).resolve()
    if str(folder) in sys.path:
        sys.path.remove(str(folder))
    sys.path.insert(0, str(folder))
    return folder
