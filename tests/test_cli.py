"""What every command shares: --help with an example, --quiet, --verbose, colour on terminals."""

from __future__ import annotations

import io
import os
import pty
import re
import subprocess
import sys

import pytest
from conftest import REPO, write_spec

from opmapgen.cli import _parser, main
from opmapgen.console import Console, wants_colour

COMMANDS = ["build", "check", "new", "scan", "list", "show", "docs", "schema"]


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help_with_an_example(command, capsys):
    with pytest.raises(SystemExit) as exit:
        main([command, "--help"])
    out = capsys.readouterr().out
    assert exit.value.code == 0
    example = out.partition("\nexample")[2]
    assert f"opmapgen {command}" in example, out
    for option in ("--quiet", "--verbose", "--color"):
        assert option in out


def test_top_level_help_lists_every_command(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for command in COMMANDS:
        assert f"    {command} " in out


@pytest.mark.parametrize("place", ["before", "after"])
def test_options_go_before_or_after_the_command(place):
    argv = ["-q", "--color", "always", "check"]
    if place == "after":
        argv = ["check", "-q", "--color", "always"]
    args = _parser().parse_args(argv)
    assert args.quiet is True and args.color == "always"
    assert not getattr(args, "verbose", False)


def test_quiet_and_verbose_exclude_each_other(capsys):
    with pytest.raises(SystemExit) as exit:
        main(["check", "-q", "-v"])
    assert exit.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err


def test_quiet_keeps_errors_and_drops_the_rest(cli, tmp_path):
    assert cli("check", "-q", str(REPO / "mappings")) == (0, "", "")
    write_spec(tmp_path, "bad.yaml", "name: bad\n")
    code, out, err = cli("-q", "check", "bad.yaml")
    assert code == 1 and out == ""
    assert "bad.yaml:1:1: missing key 'source'" in err


def test_verbose_says_what_is_validated_and_written(cli, tmp_path):
    code, out, err = cli("build", "-v", str(REPO / "mappings"), "-o", "out")
    assert code == 0
    assert re.search(
        r"mappings/aten/hypot\.yaml: hypot: aten::hypot -> .+, opsets 9-20\n", err
    )
    assert "opmapgen: added: out/hypot.py" in err
    assert re.search(
        r"^opmapgen: validated in \d+\.\d\d s, rendered in \d+\.\d\d s, "
        r"written in \d+\.\d\d s$",
        err,
        re.MULTILINE,
    )
    assert "wrote" in out


def test_plain_text_when_not_a_terminal(cli, tmp_path, monkeypatch):
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    write_spec(tmp_path, "bad.yaml", "name: bad\n")
    code, out, err = cli("check", "bad.yaml")
    assert "\x1b[" not in err
    assert err.startswith("bad.yaml:1:1: missing key 'source'")


def test_colour_when_asked(cli, tmp_path):
    write_spec(tmp_path, "bad.yaml", "name: bad\n")
    code, out, err = cli("check", "--color", "always", "bad.yaml")
    assert (
        "\x1b[1mbad.yaml:1:1:\x1b[0m \x1b[31;1merror:\x1b[0m missing key 'source'"
        in err
    )


@pytest.mark.parametrize(
    ("environment", "tty", "expected"),
    [
        ({}, True, True),
        ({}, False, False),
        ({"NO_COLOR": "1"}, True, False),
        ({"FORCE_COLOR": "1"}, False, True),
        ({"TERM": "dumb"}, True, False),
    ],
)
def test_colour_follows_the_terminal_and_the_environment(
    monkeypatch, environment, tty, expected
):
    for name in ("NO_COLOR", "FORCE_COLOR", "TERM"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    stream = io.StringIO()
    stream.isatty = lambda: tty
    assert wants_colour(stream) is expected
    assert wants_colour(stream, "never") is False


def test_a_real_terminal_gets_colour(tmp_path):
    """Run the installed command under a pseudo-terminal, as a user at a shell would."""
    write_spec(tmp_path, "bad.yaml", "name: bad\n")
    environment = {
        k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")
    }
    environment["TERM"] = "xterm"
    leader, follower = pty.openpty()
    process = subprocess.run(
        [sys.executable, "-m", "opmapgen", "check", "bad.yaml"],
        cwd=tmp_path,
        stdout=follower,
        stderr=follower,
        env=environment,
        timeout=120,
    )
    os.close(follower)
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # EIO: the terminal is closed and drained
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(leader)
    output = b"".join(chunks).decode()
    assert process.returncode == 1
    assert "\x1b[31;1merror:\x1b[0m missing key 'source'" in output


def test_console_levels(capsys):
    console = Console(verbosity=-1)
    console.info("summary")
    console.detail("detail")
    console.warning("careful")
    console.error("broken")
    console.result("table")
    out, err = capsys.readouterr()
    assert out == "table\n"
    assert err == "opmapgen: error: broken\n"


def test_a_reader_that_stops_early_is_no_error():
    """`opmapgen list | head -1`: the pipe closes before the output is written."""
    process = subprocess.Popen(
        [sys.executable, "-m", "opmapgen", "list"],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,
    )
    process.stdout.close()  # before the table is printed: validation takes a while
    err = process.stderr.read().decode()
    assert process.wait(timeout=120) == 0
    assert "Traceback" not in err and "BrokenPipe" not in err
