#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
"""tests/tool/ci_check.py - do the CI examples parse, and hold what their
platform requires and what docs/workflows.md says they do?

Usage: ci_check.py FILE [--as github|gitlab]   (default: by the file's name)

Not the platforms' JSON schemas (no Debian package ships them, and this
machine reaches no other source): the file is parsed with PyYAML, then
checked against the rules of GitHub's workflow syntax and GitLab's CI/CD
YAML reference that an example like these can break:

GitHub Actions: a mapping with "name", "on" (PyYAML reads the key as
True, YAML 1.1's boolean) and "jobs"; every job has "runs-on" and a list
of "steps"; every step has exactly one of "uses" (ACTION@REF) and "run";
"permissions" grants security-events: write when a step uses
github/codeql-action/upload-sarif, whose "sarif_file" a run step writes.
GitLab CI: every job (a top-level key that is not a keyword and does not
start with '.') has a "script" list of strings, a "stage" among "stages",
and "artifacts: paths" that keep the SARIF file a script line writes.
Both: a step or script line runs `init-for-compiler scan` in patch mode
(--since or --diff) with --format=sarif.
Exit status 0, or 1 with one line per problem.
"""
import re
import sys

import yaml

problems = []


def bad(msg):
    problems.append(msg)


def scan_writes_sarif(lines):
    """The SARIF file that a patch-mode scan line writes, or None."""
    for line in lines:
        if "init-for-compiler" in line and " scan " in line and "--format=sarif" in line:
            if "--since" not in line and "--diff" not in line:
                bad("a scan with --format=sarif that is not in patch mode: " + line.strip())
                continue
            m = re.search(r">\s*(\S+\.sarif)\b", line)
            if m:
                return m.group(1)
    return None


def check_github(doc):
    if not isinstance(doc, dict):
        return bad("not a mapping")
    for key in ("name", "jobs"):
        if key not in doc:
            bad("no '%s'" % key)
    if "on" not in doc and True not in doc:
        bad("no 'on'")
    jobs = doc.get("jobs") or {}
    if not isinstance(jobs, dict) or not jobs:
        return bad("'jobs' is not a mapping of jobs")
    perms = doc.get("permissions") or {}
    for name, job in jobs.items():
        if not re.match(r"^[A-Za-z_][A-Za-z0-9_-]*$", str(name)):
            bad("job id '%s' is not a valid id" % name)
        if not isinstance(job, dict):
            bad("job '%s' is not a mapping" % name)
            continue
        if "runs-on" not in job:
            bad("job '%s' has no runs-on" % name)
        steps = job.get("steps")
        if not isinstance(steps, list) or not steps:
            bad("job '%s' has no steps" % name)
            continue
        runs = []
        for i, step in enumerate(steps):
            if not isinstance(step, dict):
                bad("job '%s' step %d is not a mapping" % (name, i))
                continue
            if ("uses" in step) == ("run" in step):
                bad("job '%s' step %d needs exactly one of uses and run" % (name, i))
            if "uses" in step:
                if not re.match(r"^[\w.-]+/[\w./-]+@\S+$", str(step["uses"])):
                    bad("job '%s' step %d: uses '%s' is not OWNER/REPO@REF" % (name, i, step["uses"]))
                if str(step["uses"]).startswith("github/codeql-action/upload-sarif@"):
                    sarif = (step.get("with") or {}).get("sarif_file")
                    written = scan_writes_sarif(runs)
                    if not sarif:
                        bad("upload-sarif without sarif_file")
                    elif sarif != written:
                        bad("upload-sarif uploads '%s', the scan writes '%s'" % (sarif, written))
                    if (job.get("permissions") or perms).get("security-events") != "write":
                        bad("upload-sarif needs permissions: security-events: write")
            if "run" in step:
                runs.extend(str(step["run"]).splitlines())
        if scan_writes_sarif(runs) is None:
            bad("job '%s': no patch-mode scan writing SARIF" % name)


GITLAB_KEYWORDS = {"stages", "variables", "default", "include", "workflow", "image",
                   "services", "before_script", "after_script", "cache", "pages"}


def check_gitlab(doc):
    if not isinstance(doc, dict):
        return bad("not a mapping")
    stages = doc.get("stages", ["build", "test", "deploy"])
    jobs = {k: v for k, v in doc.items() if k not in GITLAB_KEYWORDS and not str(k).startswith(".")}
    if not jobs:
        return bad("no job")
    for name, job in jobs.items():
        if not isinstance(job, dict):
            bad("job '%s' is not a mapping" % name)
            continue
        script = job.get("script")
        if not isinstance(script, list) or not script or not all(isinstance(s, str) for s in script):
            bad("job '%s' has no script of strings" % name)
            continue
        if job.get("stage", "test") not in stages:
            bad("job '%s': stage '%s' is not in stages" % (name, job.get("stage")))
        for key in ("before_script", "after_script"):
            if key in job and not all(isinstance(s, str) for s in job[key]):
                bad("job '%s': %s is not a list of strings" % (name, key))
        sarif = scan_writes_sarif(script)
        if sarif is None:
            bad("job '%s': no patch-mode scan writing SARIF" % name)
        paths = ((job.get("artifacts") or {}).get("paths")) or []
        if sarif and sarif not in paths:
            bad("job '%s': artifacts do not keep '%s'" % (name, sarif))
        for rule in job.get("rules", []):
            if not isinstance(rule, dict) or not set(rule) <= {"if", "when", "changes", "exists",
                                                                "allow_failure", "variables"}:
                bad("job '%s': a rule that is not a mapping of rule keys" % name)


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    path = args[0]
    kind = args[2] if len(args) > 2 and args[1] == "--as" else (
        "github" if "github" in path else "gitlab")
    try:
        with open(path, encoding="utf-8") as f:
            doc = yaml.safe_load(f)
    except (OSError, yaml.YAMLError) as e:
        print("%s: %s" % (path, e))
        return 1
    (check_github if kind == "github" else check_gitlab)(doc)
    for p in problems:
        print("%s: %s" % (path, p))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
