"""The body pass: the ONNX function a custom-domain op's `target.body` defines."""

from __future__ import annotations

from ..spec.model import claimed_dtypes
from .context import SpecContext


def check_body(ctx: SpecContext, nodes, opsets: range) -> dict:
    """Mapping's body= and body_opset=: a custom op's body, checked at `opsets`."""
    target = ctx.spec.target
    if target.body is None:
        return {}
    where = ("target", "body")
    domain = target.standard_domain
    # ONNX Runtime's own ops (com.microsoft) may have one: ONNX Runtime runs its kernel,
    # the runtimes without one run the body.
    if target.op is None or not domain:
        ctx.error(
            where,
            "a body belongs to one op in a custom domain (op: MyOp, domain: mydomain): "
            "a standard op needs none, and a formula or nodes target is already "
            "standard ONNX",
        )
        return {}
    optional = [
        i.name
        for i in target.inputs or []
        if i.when is not None and i.otherwise is None
    ]
    if optional:
        ctx.error(
            where,
            f"a body needs every input of the op; {', '.join(optional)} is given "
            "only sometimes (when:): give the value it takes when the bool is false "
            "(otherwise: a constant), or map that case to another op name",
        )
        return {}
    since = target.body.since
    if since is not None:
        if since <= opsets.start or since >= opsets.stop:
            ctx.error(
                (*where, "since"),
                f"since: {since} is not after the mapping's first opset {opsets.start} "
                f"and at most its last, {opsets.stop - 1}; leave it out for a body at "
                "every opset of the mapping",
            )
            return {}
        if target.body.opset is not None:
            ctx.error(
                (*where, "since"),
                "a body with its own opset (body.opset) serves every model opset; "
                "leave out one of since and opset",
            )
            return {}
        opsets = range(since, opsets.stop)
    # onnx is imported only for specs with a body: a cached build imports neither.
    from . import function_body

    node = next(n for n in nodes if n.domain == domain and n.op_type == target.op)
    text = function_body.function_text(
        target.body,
        op_type=target.op,
        domain=domain,
        inputs=[i.name for i in node.inputs],
        attributes=node.attributes,
        opsets=opsets,
        dtypes=[str(d) for d in claimed_dtypes(ctx.spec.dtypes)],
        ranks={
            arg.name: len(given.shape)
            for arg, given in zip(
                [a for a in ctx.args or () if a.descriptor == "v"],
                ctx.spec.test.inputs,
            )
            if given.shape is not None
        },
        error=ctx.error,
    )
    if since is not None and isinstance(text, str):
        text = ((since, text),)  # by the model's opset: none below `since`
    return {"body": text, "body_opset": text and target.body.opset}
