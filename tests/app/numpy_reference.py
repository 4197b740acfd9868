"""The exported encodings against NumPy's own evaluation of the paper's formula, and ALiBi's
biases against its authors' get_slopes().

Usage: numpy_reference.py PATH/TO/pe-explorer
An independent check: nothing here shares code with the app.
"""
import json
import math
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

TOLERANCE = 1e-12
SHAPES = [  # (positions, d_model, base, layout)
    (128, 64, 10000.0, "interleaved"),
    (2048, 512, 10000.0, "interleaved"),
    (100, 63, 10000.0, "interleaved"),
    (50, 6, 100.0, "concatenated"),
    (17, 1, 10000.0, "interleaved"),
]


def reference(positions, d_model, base, layout):
    pos = np.arange(positions, dtype=np.float64)[:, None]
    i = np.arange(d_model) // 2
    angle = pos / np.power(base, 2.0 * i / d_model)
    interleaved = np.where(np.arange(d_model) % 2 == 0, np.sin(angle), np.cos(angle))
    if layout == "interleaved":
        return interleaved
    return np.concatenate([interleaved[:, 0::2], interleaved[:, 1::2]], axis=1)


def get_slopes(n):
    """ALiBi's slopes as its authors wrote them (attention_with_linear_biases, fairseq/models/transformer.py)."""
    def get_slopes_power_of_2(n):
        start = (2**(-2**-(math.log2(n)-3)))
        ratio = start
        return [start*ratio**i for i in range(n)]
    if math.log2(n).is_integer():
        return get_slopes_power_of_2(n)
    closest_power_of_2 = 2**math.floor(math.log2(n))
    return get_slopes_power_of_2(closest_power_of_2) + get_slopes(2*closest_power_of_2)[0::2][:n-closest_power_of_2]


def check_alibi(program, folder):
    """--export-encoding --scheme alibi --heads H --all-heads: every head's bias, for H = 1 ... 16."""
    failures = 0
    positions = 9
    distance = np.abs(np.arange(positions)[:, None] - np.arange(positions)[None, :])
    for heads in range(1, 17):
        expected = -np.array(get_slopes(heads))[:, None, None] * distance
        path = Path(folder) / "alibi.npy"
        subprocess.run([program, "--export-encoding", str(path), "--scheme", "alibi", "--heads", str(heads),
                        "--all-heads", "--positions", str(positions)], check=True)
        actual = np.load(path)
        worst = float(np.max(np.abs(actual - expected))) if actual.shape == expected.shape else float("inf")
        ok = worst <= TOLERANCE
        failures += not ok
        print(f"{'ok  ' if ok else 'FAIL'} alibi {heads:2} heads {actual.shape} max |difference| {worst:.3g}")
    return failures


def load(path):
    if path.suffix == ".npy":
        return np.load(path)
    if path.suffix == ".csv":
        return np.loadtxt(path, delimiter=",", ndmin=2)
    return np.array(json.loads(path.read_text())["matrix"], dtype=np.float64)


def main():
    program = sys.argv[1]
    failures = 0
    checks = 0
    with tempfile.TemporaryDirectory() as folder:
        for positions, d_model, base, layout in SHAPES:
            expected = reference(positions, d_model, base, layout)
            for suffix in (".npy", ".csv", ".json"):
                path = Path(folder) / f"pe{suffix}"
                subprocess.run([program, "--export-encoding", str(path), "--d-model", str(d_model),
                                "--positions", str(positions), "--base", repr(base), "--layout", layout],
                               check=True)
                actual = load(path)
                checks += 1
                if actual.shape != expected.shape:
                    print(f"FAIL {suffix} {positions}x{d_model}: shape {actual.shape} != {expected.shape}")
                    failures += 1
                    continue
                worst = float(np.max(np.abs(actual - expected)))
                ok = worst <= TOLERANCE
                failures += not ok
                print(f"{'ok  ' if ok else 'FAIL'} {suffix:5} {positions:5} x {d_model:4} base {base:g} {layout:12}"
                      f" max |difference| {worst:.3g}")
        failures += check_alibi(program, folder)
        checks += 16
    print(f"{checks - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
