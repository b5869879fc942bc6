"""Step 4: render lowered Mappings through the Jinja2 templates into file texts: the
package's `__init__`, each exporter's module of a mapping (written by its backend, see
`backends`) and the mapping's test module (`tests`).

Nothing here touches the disk but the template folder: the result is a dict of relative path →
text, which `write` compares with and swaps into the output folder.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import jinja2

from ..ir.exporters import DYNAMO, TORCHSCRIPT
from ..ir.plan import Mapping, opset_ranges
from . import tests
from .backends import BACKENDS
from .backends.torchscript import mapping_table
from .layout import assign, call, import_names, literal
from .resources import templates_dir


@dataclass(frozen=True)
class PackageOptions:
    """How a package is built, beyond its specs."""

    library: bool = False  # opmapgen's library itself, which a user's package overrides
    # The project folder relative to the package's, where its functions and kernels are
    # imported from; None when it has neither.
    project: str | None = None


def render(
    mappings: list[Mapping], command: str, options: PackageOptions = PackageOptions()
) -> dict[str, str]:
    """Every generated file, keyed by its path relative to the output folder."""
    env = _environment()
    if not (any(m.function for m in mappings) or _kernels(mappings)):
        options = replace(options, project=None)
    files = {
        "__init__.py": env.get_template("package_init.py.j2").render(
            options=options,
            mappings=mappings,
            ops=[m for m in mappings if not m.function and m.torchscript],
            functions=[m for m in mappings if m.function],
            translations=[m for m in mappings if m.dynamo],
            exports=_exports(mappings),
            command=command,
            custom_opsets=_custom_opsets(mappings),
            bodies=[m for m in mappings if m.body],
            kernels_items=[
                f"{literal(op)}: {literal(kernel)}"
                for op, kernel in _kernels(mappings).items()
            ],
        ),
        "tests/__init__.py": env.get_template("tests_init.py.j2").render(
            command=command
        ),
        "translations/__init__.py": env.get_template("translations_init.py.j2").render(
            command=command
        ),
    }
    for mapping in mappings:
        for backend in BACKENDS:
            path = backend.module_path(mapping)
            if path is not None:
                template = env.get_template(backend.TEMPLATE)
                files[path] = template.render(
                    m=mapping, command=command, backend=backend
                )
        files[f"tests/test_{mapping.name}.py"] = env.get_template(
            "test_mapping.py.j2"
        ).render(
            m=mapping,
            command=command,
            opinfo=mapping.opinfo,
        )
    return files


def _exports(mappings: list[Mapping]) -> list[str]:
    """The package's public names: its helpers and each function mapping with its Module."""
    names = [
        "MAPPINGS",
        "TRANSLATIONS",
        "custom_opsets",
        "custom_translation_table",
        "export",
        "register",
        "registered",
        "unregister",
    ]
    if any(m.body for m in mappings):
        names += ["BODIES", "attach_functions"]
    if _kernels(mappings):
        names.append("KERNELS")
    for mapping in mappings:
        if mapping.function:
            names += [mapping.class_name, mapping.name]
    return sorted(names)


def _kernels(mappings: list[Mapping]) -> dict[str, str]:
    """Custom-domain op (`domain::Op`) → the kernel (`module:callable`) that runs it."""
    return dict(
        sorted((n.qualified, n.kernel) for m in mappings for n in m.nodes if n.kernel)
    )


def _custom_opsets(mappings: list[Mapping]) -> dict[str, int]:
    return dict(sorted({d: v for m in mappings for d, v in m.custom_opsets}.items()))


TEST_MODULE_PARTS = (
    "parity_imports",
    "exporter_cases",
    "test_runtimes",
    "parity_kwargs",
    "test_cases",
    "opinfo_kwargs",
    "opinfo_params",
    "exporter_xfail",
    "parity_xfail",
    "runtime_limits",
)


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(templates_dir()),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,  # the output is Python: values go through `py` and `doc`
    )
    env.filters["py"] = literal
    env.filters["doc"] = _docstring_text
    env.filters["ranges"] = opset_ranges
    env.globals["TORCHSCRIPT"] = TORCHSCRIPT
    env.globals["DYNAMO"] = DYNAMO
    env.globals["call"] = call
    env.globals["assign"] = assign
    env.globals["import_names"] = import_names
    env.globals["mapping_table"] = mapping_table
    # The test module's pieces (each backend's module is written by the backend itself).
    for name in TEST_MODULE_PARTS:
        env.globals[name] = getattr(tests, name)
    env.globals["body_constant"] = body_constant
    env.globals["bodies_table"] = bodies_table
    return env


def body_constant(mapping: Mapping) -> str:
    """`BODY = \"\"\"...\"\"\"`: the custom op's body as an ONNX function in text form."""
    node = _body_node(mapping)
    head = (
        f"# {node.domain}::{node.op_type} in standard ONNX: `export` attaches it to the "
        "model as a\n# model-local function, which runtimes with no kernel for the op run "
    )
    if isinstance(mapping.body, tuple):  # by the model's opset
        items = "".join(
            f'    {first}: """\n{text.strip()}\n""",\n' for first, text in mapping.body
        )
        return (
            f"{head}(at the model's\n# opset), by the first opset each serves: "
            f"the last the model's reaches.\nBODY = {{\n{items}}}"
        )
    if mapping.body_opset is not None:
        return (
            f"{head}(at opset\n# {mapping.body_opset}, its own, where its ops mean what "
            "they mean at the model's).\n"
            f'BODY = """\n{mapping.body.strip()}\n"""\nBODY_OPSET = {mapping.body_opset}'
        )
    return f"{head}(at the model's\n# opset).\n" + (
        f'BODY = """\n{mapping.body.strip()}\n"""'
    )


def bodies_table(mappings: list[Mapping]) -> str:
    """`BODIES = {(domain, op): module}` for the custom ops with a body."""
    items = []
    for mapping in mappings:
        node = _body_node(mapping)
        module = (
            mapping.name
            if mapping.function or mapping.torchscript
            else f"translations.{mapping.name}"
        )
        items.append(
            f"({literal(node.domain)}, {literal(node.op_type)}): {literal(module)}"
        )
    return call("", tuple(items), prefix="BODIES = ", brackets="{}")


def _body_node(mapping: Mapping):
    """The custom op a body defines: its target's one op (ONNX Runtime's own included)."""
    return next(n for n in mapping.nodes if n.domain)


def _docstring_text(text: str) -> str:
    """Text that can stand inside a triple-quoted docstring whatever it holds."""
    escaped = text.encode("unicode_escape").decode("ascii")
    return escaped.replace('"""', '\\"\\"\\"')
