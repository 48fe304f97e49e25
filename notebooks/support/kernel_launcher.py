"""Starts a Java kernel and makes sure it answers; restarts it when a start hangs.

Every course kernel.json runs the kernel through this script:

    python kernel_launcher.py --connection-file CF [--startup-timeout S] [--attempts N] -- java ... CF

A kernel start is good once the kernel replies to a kernel_info_request on its shell channel
(the same question Jupyter asks). A start that gets no reply within the time limit (S seconds,
doubled at each new attempt) is killed and started again on the same ports, so the front end, which keeps asking, never notices; after the
last attempt the launcher exits non-zero and Jupyter reports a dead kernel instead of waiting
forever. Once the kernel has answered, the launcher just waits for it, passes on signals and exits
with its status. The kernel stays in the launcher's process group (Jupyter kills the group) and,
on Linux, dies with the launcher, which itself ends when the Jupyter server that started it dies
(a classroom's hub stopping a learner's server must not leave their kernel behind).
"""
from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time

from jupyter_client import BlockingKernelClient

# How often the probe repeats its kernel_info_request while waiting (a request sent before the
# kernel has bound its sockets may be dropped).
PROBE_INTERVAL = 2.0


def log(message: str) -> None:
    print(f"[course kernel launcher] {message}", file=sys.stderr, flush=True)


def _die_with_parent(sig: int = signal.SIGKILL) -> None:
    """Linux: this process gets `sig` when its parent dies (the kernel SIGKILL when the launcher
    dies, so no JVM is left behind; the launcher SIGTERM when its Jupyter server dies)."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, sig)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def start(command: list[str]) -> subprocess.Popen:
    preexec = _die_with_parent if sys.platform.startswith("linux") else None
    return subprocess.Popen(command, preexec_fn=preexec)


def answers(connection_file: str, process: subprocess.Popen, timeout: float) -> bool:
    """True once the kernel replies to kernel_info; False on timeout or when it exits."""
    client = BlockingKernelClient(connection_file=connection_file)
    client.load_connection_file()
    client.start_channels(shell=True, iopub=False, stdin=False, hb=False, control=False)
    try:
        deadline = time.monotonic() + timeout
        sent: set[str] = set()
        next_probe = 0.0
        while time.monotonic() < deadline:
            if process.poll() is not None:
                return False
            if time.monotonic() >= next_probe:
                sent.add(client.kernel_info())
                next_probe = time.monotonic() + PROBE_INTERVAL
            try:
                reply = client.get_shell_msg(timeout=0.25)
            except Exception:  # queue.Empty: nothing yet
                continue
            if reply.get("parent_header", {}).get("msg_id") in sent:
                return True
        return False
    finally:
        client.stop_channels()


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.kill()
        process.wait(timeout=30)


def run(connection_file: str, command: list[str], startup_timeout: float, attempts: int) -> int:
    """Each attempt waits twice as long as the one before: a hung start never answers, while a
    start that is merely slow (a busy machine) gets its time on the next try."""
    for attempt in range(1, attempts + 1):
        timeout = startup_timeout * 2 ** (attempt - 1)
        process = start(command)
        began = time.monotonic()
        if answers(connection_file, process, timeout):
            if attempt > 1:
                log(f"kernel answered on start {attempt} after {time.monotonic() - began:.1f} s")
            return follow(process)
        if process.poll() is not None:
            log(f"kernel exited with status {process.returncode} before answering (start {attempt} of {attempts})")
        else:
            log(f"kernel did not answer within {timeout:g} s; killing it (start {attempt} of {attempts})")
            stop(process)
    log(f"kernel failed to start {attempts} times; giving up")
    return 1


def follow(process: subprocess.Popen) -> int:
    """Passes termination and interrupt signals on to the kernel and waits for it."""
    def forward(signum, _frame):
        if process.poll() is None:
            process.send_signal(signum)

    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, forward)
    while True:
        try:
            return process.wait()
        except KeyboardInterrupt:  # SIGINT was forwarded; keep waiting
            continue


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--connection-file", required=True)
    parser.add_argument("--startup-timeout", type=float, default=20.0, help="seconds for a first start to answer")
    parser.add_argument("--attempts", type=int, default=3, help="starts to try before giving up")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- the kernel's command line")
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("no kernel command after --")
    if sys.platform.startswith("linux"):
        parent = os.getppid()
        _die_with_parent(signal.SIGTERM)
        if os.getppid() != parent:  # the server died before the line above
            return 1
    # A room starting 30 kernels at once on a small machine needs longer than one kernel does alone:
    # the classroom's servers set this (a slow start must not be taken for a hung one).
    timeout = float(os.environ.get("COURSE_KERNEL_STARTUP_TIMEOUT") or args.startup_timeout)
    return run(args.connection_file, command, timeout, max(1, args.attempts))


if __name__ == "__main__":
    sys.exit(main())
