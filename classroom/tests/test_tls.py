"""--ssl-cert/--ssl-key: the room served over HTTPS with a self-signed certificate made here; the
sign-in page answers over TLS (the certificate checked) and plain HTTP gets no page."""
from __future__ import annotations

import http.client
import shutil
import subprocess
import urllib.request

import pytest

from room import Room


@pytest.fixture
def certificate(tmp_path):
    if not shutil.which("openssl"):
        pytest.skip("no openssl to make a test certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    return cert, key


def test_the_room_serves_https_with_the_given_certificate_and_no_plain_http(tmp_path, certificate):
    room = Room(tmp_path / "room", ["alice"], tls=certificate).start()
    try:
        assert room.url.startswith("https://")
        with urllib.request.urlopen(f"{room.url}/hub/login", timeout=10, context=room.context) as page:
            assert page.status == 200 and b"password_input" in page.read()
        plain = http.client.HTTPConnection("127.0.0.1", room.port, timeout=10)
        try:
            plain.request("GET", "/hub/login")
            answer = plain.getresponse()
            assert answer.status >= 400 and b"password_input" not in answer.read(), "the sign-in page over plain HTTP"
        except (ConnectionError, http.client.HTTPException):
            pass  # the TLS port closes a plain connection: nothing is served in clear text
        finally:
            plain.close()
    finally:
        room.stop()
    assert "https://127.0.0.1:" in open(room.log.name).read().splitlines()[0], "the room announces its https address"
