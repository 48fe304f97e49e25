"""The launcher every course kernel starts through: a start that hangs is killed and started
again, and a kernel that never answers ends in a dead kernel, not in a wait without end."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest
from jupyter_client.connect import write_connection_file

import course
import execute
import kernels
from conftest import FIXTURE_NOTEBOOK, require_kernel

LAUNCHER = str(course.SUPPORT / "kernel_launcher.py")


def launcher(connection_file: str, timeout: float, attempts: int, *command: str) -> list[str]:
    return [sys.executable, LAUNCHER, "--connection-file", connection_file, "--startup-timeout", str(timeout),
            "--attempts", str(attempts), "--", *command]


@pytest.fixture
def connection_file(tmp_path):
    path, _ = write_connection_file(str(tmp_path / "kernel.json"), ip="127.0.0.1")
    return path


def test_a_kernel_that_never_answers_is_given_up_after_bounded_attempts(connection_file):
    began = time.monotonic()
    done = subprocess.run(launcher(connection_file, 1, 2, "sleep", "600"), capture_output=True, text=True, timeout=60)
    seconds = time.monotonic() - began
    assert done.returncode == 1
    assert "did not answer within 1 s; killing it (start 1 of 2)" in done.stderr
    assert "did not answer within 2 s; killing it (start 2 of 2)" in done.stderr  # doubled
    assert "giving up" in done.stderr
    assert seconds < 20


def test_a_room_can_give_slow_starts_more_time(connection_file, monkeypatch):
    monkeypatch.setenv("COURSE_KERNEL_STARTUP_TIMEOUT", "1.5")
    done = subprocess.run(launcher(connection_file, 30, 1, "sleep", "600"), capture_output=True, text=True, timeout=60)
    assert "did not answer within 1.5 s" in done.stderr, done.stderr


def test_a_kernel_that_exits_at_once_is_retried_then_reported(connection_file):
    done = subprocess.run(launcher(connection_file, 5, 3, "false"), capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.count("kernel exited with status 1 before answering") == 3


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="parent-death signals are Linux's")
def test_the_launcher_and_its_kernel_end_when_the_server_that_started_them_dies(connection_file, tmp_path):
    """A classroom hub SIGKILLs a learner's server that does not stop in time: no kernel may stay."""
    pids = tmp_path / "pids"
    server = subprocess.Popen([sys.executable, "-c", (
        "import subprocess, sys, time\n"
        f"p = subprocess.Popen({launcher(connection_file, 30, 1, 'sh', '-c', f'echo $$ > {pids}; exec sleep 600')!r})\n"
        f"open({str(pids) + '.launcher'!r}, 'w').write(str(p.pid))\n"
        "time.sleep(600)\n")])
    deadline = time.monotonic() + 30
    while not (pids.exists() and pids.with_suffix(".launcher").exists()) and time.monotonic() < deadline:
        time.sleep(0.2)
    launcher_pid, kernel_pid = int(pids.with_suffix(".launcher").read_text()), int(pids.read_text())
    server.kill()
    server.wait()
    deadline = time.monotonic() + 15
    alive = lambda pid: os.path.exists(f"/proc/{pid}") and "zombie" not in open(f"/proc/{pid}/status").read()
    while (alive(launcher_pid) or alive(kernel_pid)) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not alive(launcher_pid), "the launcher outlived its server"
    assert not alive(kernel_pid), "the kernel outlived its server"


def flaky_kernel(tmp_path, monkeypatch, launcher_attempts: int, first_start: str = "exec sleep 600",
                 timeout: float = 6):
    """A kernel spec whose first start hangs (it binds nothing and never answers, like the rapaio
    start seen to hang here) or does first_start, and whose later starts are the real JJava."""
    require_kernel(course.KERNEL_NAME)
    real = json.loads((kernels.kernels_dir(course.VENV) / course.KERNEL_NAME / "kernel.json").read_text())
    java_command = real["argv"][real["argv"].index("--") + 1:]
    starts, hung_pid = tmp_path / "starts", tmp_path / "hung.pid"
    fake = tmp_path / "flaky-kernel"
    fake.write_text(
        "#!/bin/sh\n"
        f'echo start >> "{starts}"\n'
        f'if [ "$(wc -l < "{starts}")" -eq 1 ]; then echo $$ > "{hung_pid}"; {first_start}; fi\n'
        'exec "$@"\n')
    fake.chmod(0o755)
    spec_dir = tmp_path / "data" / "kernels" / "ddbcourse-test-flaky"
    spec_dir.mkdir(parents=True)
    spec = dict(real, argv=launcher("{connection_file}", timeout, launcher_attempts, str(fake), *java_command))
    (spec_dir / "kernel.json").write_text(json.dumps(spec))
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path / "data"))
    return starts, hung_pid


def test_a_hung_first_start_is_restarted_by_the_launcher(tmp_path, monkeypatch):
    starts, hung_pid = flaky_kernel(tmp_path, monkeypatch, launcher_attempts=3)
    # attempts=1: no executor-level retry, so only the launcher can save this start
    result = execute.run(FIXTURE_NOTEBOOK, kernel="ddbcourse-test-flaky", startup_timeout=120, attempts=1)

    # 2 starts, or 3 on a machine so busy that JJava needs more than the second start's 12 s
    assert starts.read_text().count("start") in (2, 3)
    assert execute.errors(result.notebook) == []
    assert "=== The answer ===\n42\n" in execute.transcript(result.notebook)
    hung = int(hung_pid.read_text())
    assert not os.path.exists(f"/proc/{hung}") or "zombie" in open(f"/proc/{hung}/status").read().lower()


def test_the_executor_retries_a_kernel_start_that_failed(tmp_path, monkeypatch):
    # the first start crashes and the launcher, allowed one start, gives up: the executor starts again
    starts, _ = flaky_kernel(tmp_path, monkeypatch, launcher_attempts=1, first_start="exit 3",
                             timeout=60)
    result = execute.run(FIXTURE_NOTEBOOK, kernel="ddbcourse-test-flaky", startup_timeout=60, attempts=2)
    assert result.kernel_starts == 2
    assert starts.read_text().count("start") == 2
    assert execute.errors(result.notebook) == []
