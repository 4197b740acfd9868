"""Times the app's benchmarks and NumPy's tutorial code in one run; prints a table and writes bench.json.

Usage: bench_report.py BUILD_FOLDER
Exits 1 when a target is missed. Medians throughout: this machine is shared and noisy.
"""
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import timeit
from pathlib import Path

import numpy as np

MEDIAN_RUNS = 11


def numpy_tutorial_encoding(positions, d_model):
    # The vectorised version found in most tutorials.
    pos = np.arange(positions)[:, np.newaxis]
    i = np.arange(d_model)[np.newaxis, :]
    angles = pos / np.power(10000, (2 * (i // 2)) / np.float64(d_model))
    angles[:, 0::2] = np.sin(angles[:, 0::2])
    angles[:, 1::2] = np.cos(angles[:, 1::2])
    return angles


def numpy_median_ms():
    times = timeit.repeat(lambda: numpy_tutorial_encoding(2048, 512), number=5, repeat=31)
    return statistics.median(times) / 5 * 1000


def qt_benchmarks(program):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    output = subprocess.run([program, "-median", str(MEDIAN_RUNS)], env=env, capture_output=True, text=True,
                            check=True).stdout
    results = {}
    for name, value in re.findall(r'RESULT : \S+:"([^"]+)":\s+([0-9.e+-]+) msecs per iteration', output):
        results[name] = float(value)
    return results


def run_measured(arguments):
    """Wall time (ms) and peak memory (MB) of one run of the app, measured from a fresh process."""
    probe = ("import resource, subprocess, sys, time; t = time.perf_counter(); "
             "subprocess.run(sys.argv[1:], check=True, capture_output=True); "
             "print((time.perf_counter() - t) * 1000, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", probe] + arguments, env=env, capture_output=True, text=True,
                         check=True).stdout.split()
    return float(out[0]), float(out[1])


def main():
    build = Path(sys.argv[1])
    program = str(build / "app" / "pe-explorer")
    figures = {}

    def figure(name, median, target, unit="ms"):
        """target None: shown for comparison, no target."""
        figures[name] = {"median_" + unit: round(median, 3), "target_" + unit: target,
                         "met": target is None or median <= target}

    numpy_ms = numpy_median_ms()
    encoding = qt_benchmarks(str(build / "tests" / "benchmarks" / "bench_encoding"))
    kernel_ms = encoding["kernel 2048x512"]
    ratio = numpy_ms / kernel_ms
    figure("encoding kernel 2048x512", kernel_ms, round(numpy_ms / 5, 3))
    figure("encoding reference 2048x512 (plain std::sin/cos)", encoding["reference 2048x512"], None)

    frames = qt_benchmarks(str(build / "tests" / "benchmarks" / "bench_frames"))
    targets = {"d_model frame 2048x512": 8, "position frame 2048x512": 2, "d_model frame 8192x2048": 50,
               "lab frame 64 tokens d_model 512": 8, "lab frame 256 tokens d_model 512": 30}
    for name, target in targets.items():
        figure(name, frames[name], target)

    with tempfile.TemporaryDirectory() as folder:
        shot = str(Path(folder) / "shot.png")
        runs = [run_measured([program, "--screenshot", shot]) for _ in range(5)]
        figure("start-up to painted window", statistics.median(r[0] for r in runs), 500)
        figure("peak memory, default settings", statistics.median(r[1] for r in runs), 150, unit="mb")
        _, largest_mb = run_measured([program, "--screenshot", shot, "--d-model", "2048", "--positions", "8192"])
        figure("peak memory, 8192 positions x 2048 dims", largest_mb, 400, unit="mb")

    report = {"figures": figures, "numpy_ratio": round(ratio, 2), "numpy_median_ms": round(numpy_ms, 3)}
    (build / "bench.json").write_text(json.dumps(report, indent=2) + "\n")

    print(f"{'figure':52} {'median':>10} {'target':>10}  {'':4}")
    for name, values in figures.items():
        unit = "mb" if "median_mb" in values else "ms"
        median, target = values["median_" + unit], values["target_" + unit]
        target_text = "-" if target is None else f"{target:g} {unit}"
        print(f"{name:52} {median:>7.3f} {unit} {target_text:>10}  {'ok' if values['met'] else 'MISS'}")
    print(f"NumPy tutorial code 2048x512: {numpy_ms:.3f} ms; ratio NumPy / ours: {ratio:.1f}x (target 5x)")
    print(f"Written: {build / 'bench.json'}")
    return 0 if all(v["met"] for v in figures.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
