"""A classroom for the tests: `./course classroom --names` on loopback in a temporary folder,
started, waited for, and stopped with everything it started (which is then checked)."""
from __future__ import annotations

import os
import signal
import socket
import ssl
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
CLASSROOM = HERE.parent
ROOT = CLASSROOM.parent
sys.path.insert(0, str(CLASSROOM))
import engine_tables  # noqa: E402
import roster  # noqa: E402
import workspaces  # noqa: E402


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Room:
    def __init__(self, folder: Path, names: list[str], tls: tuple[Path, Path] | None = None):
        """tls: a certificate and its key (PEM) for --ssl-cert/--ssl-key; the room is then https only."""
        self.folder = folder
        self.names = names
        self.port = free_port()
        self.tls = tls
        self.url = f"{'https' if tls else 'http'}://127.0.0.1:{self.port}"
        # The test trusts the room's own certificate, and nothing else.
        self.context = ssl.create_default_context(cafile=str(tls[0])) if tls else None
        self.process = None

    def start(self, timeout: float = 180, env: dict[str, str] | None = None) -> "Room":
        names = self.folder.parent / f"{self.folder.name}-names.txt"
        names.write_text("\n".join(self.names) + "\n")
        self.log = open(self.folder.parent / f"{self.folder.name}-hub.log", "w")
        self.process = subprocess.Popen(
            [str(ROOT / ".venv" / "bin" / "python"), str(CLASSROOM / "room.py"), "--names", str(names),
             "--port", str(self.port), "--dir", str(self.folder),
             *(["--ssl-cert", str(self.tls[0]), "--ssl-key", str(self.tls[1])] if self.tls else [])],
            stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True, env={**os.environ, **(env or {})})
        try:
            return self._wait(timeout)
        except BaseException:
            self.stop()  # a room that never got ready leaves nothing running either
            raise

    def _wait(self, timeout: float) -> "Room":
        deadline = time.time() + timeout
        waiting_for = "the hub's /hub/login"
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"the hub exited ({self.process.returncode}); see {self.log.name}")
            try:
                with urllib.request.urlopen(f"{self.url}/hub/login", timeout=5, context=self.context) as r:
                    if r.status == 200:
                        waiting_for = self.engine_refusal()
                        if waiting_for is None:
                            return self
            except OSError:
                pass
            time.sleep(1)
        raise AssertionError(f"the room was not ready within {timeout} s: still waiting for {waiting_for}; see {self.log.name}")

    @property
    def engine(self) -> str | None:
        """The engine's URL, from the hub's log (the engine prints it when it listens)."""
        for line in Path(self.log.name).read_text().splitlines():
            if "engine listening on " in line:
                return line.split("engine listening on ", 1)[1].strip()
        return None

    def engine_refusal(self) -> str | None:
        """None once the engine lists a new learner's tables (none), as the instructor's page asks it;
        else what is still missing, with the engine's answer."""
        if self.engine is None:
            return "the engine's 'listening on' line"
        try:
            found = engine_tables.tables(self.engine, "probe")
            return None if found == [] else f"an empty database (ListTables gave {found})"
        except urllib.error.HTTPError as refused:
            return f"the engine to accept the page's ListTables ({refused.code}: {refused.read()[:300]!r})"
        except OSError as error:
            return f"the engine to answer ({error})"

    def key(self, name: str) -> str:
        return workspaces.access_key((self.folder / "access-key-secret").read_bytes(), name)

    def tables(self, name: str) -> list[str]:
        return engine_tables.tables(self.engine, self.key(name))

    def passwords(self) -> dict[str, str]:
        return roster.read(self.folder / "passwords.txt")

    def processes(self) -> list[str]:
        """Every process on this machine started for this room (the hub, proxy, engine, page,
        learners' servers and kernels): found by the room's folder in their arguments or environment."""
        found = []
        mark = str(self.folder).encode()
        for proc in Path("/proc").iterdir():
            if not proc.name.isdigit() or int(proc.name) == os.getpid():
                continue
            try:
                command = (proc / "cmdline").read_bytes()
                if mark in command or mark in (proc / "environ").read_bytes():
                    found.append(f"{proc.name}: " + command.replace(b"\0", b" ")[:150].decode(errors="replace"))
            except OSError:
                continue
        return found

    def stop(self, timeout: float = 60) -> None:
        """SIGTERM to the hub, as Ctrl+C would: it stops the learners' servers, the services and the
        proxy itself. A room that is still there afterwards is killed, and that is a failure."""
        if self.process and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
        deadline = time.time() + 20
        while self.processes() and time.time() < deadline:
            time.sleep(0.5)
        left = self.processes()
        for line in left:
            try:
                os.kill(int(line.split(":", 1)[0]), signal.SIGKILL)
            except OSError:
                pass
        self.log.close()
        assert not left, "still running after the hub stopped:\n" + "\n".join(left)
