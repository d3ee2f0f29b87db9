"""Whole-process measurement shared by scripts/bench and scripts/compare-builds.

One run of a command under GNU time (`apt-get install time`): wall seconds, CPU seconds (user +
system) and peak resident memory, from the kernel's accounting of the child (wait4). The child
is GNU time's own small process, not a fork of this Python one, whose memory the kernel would
count as the child's peak.
"""

import os
import statistics
import subprocess


def run(command, folder, ok_codes=(0,)):
    """(wall s, CPU s, peak MiB, what it printed on standard output and error) of one run of
    `command`; exits the script, naming the command and its error output, when it ends with a
    code outside `ok_codes`."""
    report = os.path.join(folder, "time.txt")
    measured = ["/usr/bin/time", "-f", "%e %U %S %M", "-o", report] + command
    result = subprocess.run(measured, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode not in ok_codes:
        shown = " ".join(command[:8]) + (" …" if len(command) > 8 else "")
        raise SystemExit(f"failed ({result.returncode}): {shown}\n{result.stderr[-2000:]}")
    wall, user, system, kilobytes = open(report).read().split()[-4:]
    return float(wall), float(user) + float(system), float(kilobytes) / 1024, result.stdout + result.stderr


def medians(rows):
    """Median wall, CPU and peak memory of several `run` results."""
    return tuple(statistics.median(row[i] for row in rows) for i in range(3))


def figures(rows):
    """`wall / CPU / MiB` of the medians, as the tables print them."""
    wall, cpu, memory = medians(rows)
    return f"{wall:.2f} / {cpu:.2f} / {memory:.0f}"


def scale_documents():
    """Generated documents of 100k and 1M cells, flow (also in the compositional rows' frames)
    and compositional: name, document text, output extension, extra arguments of `layoutshot
    render`."""
    flow = "viewport: {width: 390, height: 844}\nlayout: {type: flow, itemSize: {width: 40, height: 40}}\n"
    compositional = (
        "viewport: {width: 390, height: 844}\nlayout:\n  type: compositional\n  sections:\n"
        '    - group: {width: "100%", height: 60, items: [{width: "25%", height: "100%"}]}\n'
    )
    colours = ["#3478F6", "#ff9500", "#34c759aa", "#abc"]
    overrides = "".join(
        f'  0-{i}: {{fill: "{colours[i % 4]}", alpha: 0.5, transform: [{{rotate: {i % 90}}}]}}\n'
        for i in range(20000)
    )
    # The flow layout placing the compositional rows' very frames (four 97.5 × 60 cells a row, no
    # spacing): both layouts write the same file, so the pair compares the layouts alone, not
    # the cost of printing fractions.
    flow_same_frames = (
        "viewport: {width: 390, height: 844}\nlayout: {type: flow, itemSize: {width: 97.5, height: 60},"
        " minimumInteritemSpacing: 0, minimumLineSpacing: 0}\n"
    )
    jobs = []
    for cells, label in [(100_000, "100k"), (1_000_000, "1M")]:
        kinds = [("flow", flow), ("flow, compositional's frames", flow_same_frames), ("compositional", compositional)]
        for kind, text in kinds:
            for extension in ["json", "svg"]:
                jobs.append((f"{label} {kind} → {extension}", text + f"sections: [{cells}]\n", extension, []))
            if cells == 100_000 and text != flow_same_frames:
                jobs.append(
                    (f"{label} {kind} → png, viewport", text + f"sections: [{cells}]\n", "png", ["--region", "viewport"])
                )
    jobs.append(("20k overrides → json", flow + "sections: [20000]\noverrides:\n" + overrides, "json", []))
    return jobs
