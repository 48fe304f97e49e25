"""Load harness: N learners of one classroom run lesson 10 in their own kernels at the same time.

    classroom/load [--learners 30] [--timeout 1500]

Starts a room on loopback (names mode, N learners), starts every learner's server through the
hub's API, opens a course kernel in each and sends lesson 10's code cells to all of them at once
(Jupyter's kernel protocol over the server's websocket, as JupyterLab does), then prints how long
it took and what memory each learner costs (PSS of their server, kernel launcher and JVM, read
from /proc while the kernels are still up) and what the room shares (hub, proxy, engine, page).
Bounded: every wait has a deadline, everything listens on 127.0.0.1, and the room is stopped
(with a check that nothing stays) whatever happens. Exit status 1 when a learner's run failed.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import secrets
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import websocket_connect

from room import ROOT, Room

NOTEBOOK = ROOT / "notebooks" / "10-sparse-index.ipynb"
KERNEL = "ddbcourse-java"


class Hub:
    def __init__(self, url: str, token: str):
        self.url, self.token = url, token
        self.http = AsyncHTTPClient(max_clients=64)

    async def call(self, method: str, path: str, body: dict | None = None, timeout: float = 300) -> dict | list | None:
        response = await self.http.fetch(HTTPRequest(
            f"{self.url}{path}", method=method, headers={"Authorization": f"token {self.token}"},
            body=None if body is None and method == "GET" else json.dumps(body or {}),
            request_timeout=timeout, allow_nonstandard_methods=True), raise_error=True)
        return json.loads(response.body) if response.body else None

    async def start_server(self, name: str, deadline: float) -> None:
        await self.call("POST", f"/hub/api/users/{name}/server")
        while time.time() < deadline:
            user = await self.call("GET", f"/hub/api/users/{name}")
            if (user.get("servers") or {}).get("", {}).get("ready"):
                return
            await asyncio.sleep(2)
        raise TimeoutError(f"{name}'s server was not ready in time")


async def run_cells(hub: Hub, name: str, cells: list[str], deadline: float) -> float:
    """Opens a course kernel on the learner's server and runs the cells in order; seconds taken."""
    began = time.time()
    kernel = await hub.call("POST", f"/user/{name}/api/kernels", {"name": KERNEL})
    ws = await websocket_connect(HTTPRequest(
        f"{hub.url.replace('http', 'ws', 1)}/user/{name}/api/kernels/{kernel['id']}/channels",
        headers={"Authorization": f"token {hub.token}"}, request_timeout=300))
    session = uuid.uuid4().hex
    try:
        for number, code in enumerate(cells):
            msg_id = uuid.uuid4().hex
            ws.write_message(json.dumps({
                "header": {"msg_id": msg_id, "session": session, "username": name, "msg_type": "execute_request",
                           "version": "5.3"},
                "parent_header": {}, "metadata": {}, "channel": "shell", "buffers": [],
                "content": {"code": code, "silent": False, "store_history": True, "user_expressions": {},
                            "allow_stdin": False, "stop_on_error": True}}))
            while True:
                left = deadline - time.time()
                if left <= 0:
                    raise TimeoutError(f"{name}: cell {number} did not finish in time")
                message = await asyncio.wait_for(ws.read_message(), left)
                if message is None:
                    raise ConnectionError(f"{name}: the kernel's websocket closed at cell {number}")
                reply = json.loads(message)
                if reply.get("parent_header", {}).get("msg_id") != msg_id or reply["msg_type"] != "execute_reply":
                    continue
                if reply["content"]["status"] != "ok":
                    raise RuntimeError(f"{name}: cell {number} failed: {reply['content'].get('ename')} "
                                       f"{reply['content'].get('evalue')}")
                break
    finally:
        ws.close()
    return time.time() - began


def pss_kib(pid: str) -> int:
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def memory(room: Room) -> tuple[dict[str, int], int]:
    """PSS in KiB per learner (processes whose HOME is their workspace) and for the rest of the room."""
    learners, shared = {}, 0
    homes = {f"HOME={room.folder / 'learners' / n}".encode(): n for n in room.names}
    mark = str(room.folder).encode()
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            environ = (proc / "environ").read_bytes().split(b"\0")
            command = (proc / "cmdline").read_bytes()
        except OSError:
            continue
        owner = next((homes[e] for e in environ if e in homes), None)
        if owner:
            learners[owner] = learners.get(owner, 0) + pss_kib(proc.name)
        elif any(mark in e for e in environ) or mark in command:
            shared += pss_kib(proc.name)
    return learners, shared


async def load(room: Room, token: str, cells: list[str], timeout: float) -> dict:
    deadline = time.time() + timeout
    hub = Hub(room.url, token)  # the room's names are its users already (allowed_users)
    began = time.time()
    await asyncio.gather(*(hub.start_server(n, deadline) for n in room.names))
    servers_ready = time.time() - began
    began = time.time()
    results = await asyncio.gather(*(run_cells(hub, n, cells, deadline) for n in room.names), return_exceptions=True)
    ran = time.time() - began
    per_learner, shared = memory(room)
    return {"servers_ready": servers_ready, "ran": ran, "results": results, "memory": per_learner, "shared": shared}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--timeout", type=float, default=1500, help="seconds for the whole run")
    args = parser.parse_args(argv)
    cells = ["".join(c["source"]) for c in json.loads(NOTEBOOK.read_text())["cells"] if c["cell_type"] == "code"]
    names = [f"learner{i:02d}" for i in range(1, args.learners + 1)]
    token = secrets.token_hex(32)
    with tempfile.TemporaryDirectory(prefix="classroom-load-", dir=ROOT / "build") as folder:
        room = Room(Path(folder) / "room", names)
        try:
            room.start(env={"CLASSROOM_API_TOKEN": token})
            figures = asyncio.run(load(room, token, cells, args.timeout))
        finally:
            try:
                room.stop()
            finally:  # the hub's log (servers, kernels, the engine) outlives the room, for a failed run
                if hasattr(room, "log"):
                    Path(room.log.name).replace(ROOT / "build" / "classroom-load-hub.log")
                    print("hub log: build/classroom-load-hub.log")
    failed = [r for r in figures["results"] if isinstance(r, BaseException)]
    seconds = [r for r in figures["results"] if not isinstance(r, BaseException)]
    mib = [kib / 1024 for kib in figures["memory"].values()]
    cpus = os.cpu_count()
    print(f"classroom load: {args.learners} learners, lesson 10 ({len(cells)} code cells) in each one's own kernel, "
          f"{cpus} cores, load average before stop {os.getloadavg()[0]:.1f}")
    print(f"  all servers ready in {figures['servers_ready']:.0f} s; all lessons ran in {figures['ran']:.0f} s "
          f"(per learner: median {statistics.median(seconds or [0]):.0f} s, slowest {max(seconds or [0]):.0f} s)")
    if mib:
        print(f"  memory per learner (PSS of server + kernel): mean {statistics.mean(mib):.0f} MiB, max {max(mib):.0f} MiB; "
              f"shared (hub, proxy, engine, page): {figures['shared'] / 1024:.0f} MiB; "
              f"room total {sum(mib) + figures['shared'] / 1024:.0f} MiB")
    for failure in failed:
        print(f"  FAILED: {failure!r}")
    return 1 if failed or len(seconds) != args.learners else 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
