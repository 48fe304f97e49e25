"""Each learner's own Jupyter server: their workspace (copied from the repository on first login)
as its root, their own kernels, and their own database in the room's one engine (the access key in
DDB_ACCESS_KEY picks it), so every lesson keeps its table names.

All learners' servers run as the hub's own system user (JupyterHub's SimpleLocalProcessSpawner):
Jupyter keeps them apart (files outside a learner's root, another learner's server or kernels are
refused), but code a learner runs can read the disk like any program. README.md, "For
instructors", says when that is not enough and what to use instead.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from jupyterhub.spawner import SimpleLocalProcessSpawner
from traitlets import Unicode

# The learners' JVMs (kernels, and ./course in their terminals): a room holds one per learner, so each
# keeps to a small serial-collected heap, which is plenty for a lesson (classroom/load measures it).
KERNEL_JAVA_OPTIONS = "-XX:+UseSerialGC -Xmx256m -XX:TieredStopAtLevel=1"
# Seconds a kernel's first start may take before notebooks/support/kernel_launcher.py restarts it:
# a whole room starting at once on two cores took minutes, which the launcher's 20 s (meant to
# catch a start that hangs) took for hangs, killing every kernel (classroom/load, 30 learners).
KERNEL_STARTUP_TIMEOUT = "300"

sys.path.insert(0, str(Path(__file__).resolve().parent))
import workspaces  # noqa: E402


class LearnerSpawner(SimpleLocalProcessSpawner):
    room = Unicode(config=True, help="The room's folder (learners' workspaces under learners/).")
    engine = Unicode(config=True, help="The room's engine, e.g. http://127.0.0.1:8123.")

    def _secret(self) -> bytes:
        return (Path(self.room) / "access-key-secret").read_bytes()

    async def start(self):
        home = workspaces.create(Path(self.room), self.user.name)
        self.home_dir = str(home)
        self.notebook_dir = str(home)
        return await super().start()

    def get_env(self):
        env = super().get_env()
        env.update(DDB_BACKEND="endpoint", DDB_ENDPOINT=self.engine,
                   DDB_ACCESS_KEY=workspaces.access_key(self._secret(), self.user.name),
                   JDK_JAVA_OPTIONS=KERNEL_JAVA_OPTIONS, COURSE_KERNEL_STARTUP_TIMEOUT=KERNEL_STARTUP_TIMEOUT)
        if os.environ.get("JAVA_HOME"):
            env["JAVA_HOME"] = os.environ["JAVA_HOME"]
        return env
