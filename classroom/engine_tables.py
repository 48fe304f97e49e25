"""The few DynamoDB requests the instructor page sends to the room's engine, as one learner (their
access key picks their database): list their tables, delete them all ("reset data")."""
from __future__ import annotations

import json
import time
import urllib.request


def _call(endpoint: str, access_key: str, action: str, body: dict) -> dict:
    now = time.gmtime()
    request = urllib.request.Request(endpoint, data=json.dumps(body).encode(), method="POST", headers={
        "Content-Type": "application/x-amz-json-1.0",
        "X-Amz-Target": f"DynamoDB_20120810.{action}",
        # A signed request's shape, as DynamoDB wants it (the engine refuses one without a date, like
        # DynamoDB); the engine reads only the credential's key, it checks no signature.
        "X-Amz-Date": time.strftime("%Y%m%dT%H%M%SZ", now),
        "Authorization": f"AWS4-HMAC-SHA256 Credential={access_key}/{time.strftime('%Y%m%d', now)}/us-east-1/dynamodb/"
                         "aws4_request, SignedHeaders=host;x-amz-date, Signature=0",
    })
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read() or b"{}")


def tables(endpoint: str, access_key: str) -> list[str]:
    names, start = [], None
    while True:
        page = _call(endpoint, access_key, "ListTables", {"ExclusiveStartTableName": start} if start else {})
        names += page.get("TableNames", [])
        start = page.get("LastEvaluatedTableName")
        if not start:
            return names


def drop_all(endpoint: str, access_key: str) -> list[str]:
    dropped = tables(endpoint, access_key)
    for name in dropped:
        _call(endpoint, access_key, "DeleteTable", {"TableName": name})
    return dropped
