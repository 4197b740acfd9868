"""The app's training against PyTorch's, one configuration at a time.

Usage: torch_training_reference.py PATH/TO/pe-explorer
For each row below, the app trains 20 steps and exports the run; resources/code/train_pytorch.py
then replays the same mini-batches from the same initial parameters with torch autograd and
torch.optim.Adam, and --check fails when a loss or a final parameter differs by more than 1e-9.
An independent check of the app's hand-written backward pass: nothing here shares code with it.
The script is loaded once and its main() called for each row, as `train_pytorch.py FOLDER --check`
would run it: importing PyTorch takes longer than a replay.
"""
import contextlib
import importlib.util
import io
import os
import subprocess
import sys
import tempfile
import traceback
from pathlib import Path
from typing import NamedTuple

SCRIPT = Path(__file__).resolve().parents[3] / "resources" / "code" / "train_pytorch.py"
D_MODEL = 16
STEPS = 20
BATCH = 8
TIMEOUT = 600  # seconds per command; a hung run should fail its row, not the whole test


class Row(NamedTuple):
    name: str
    task: str
    scheme: str
    causal: bool = False
    layers: int = 1
    heads: int = 4
    seed: int = 1
    d_model: int = D_MODEL
    language: str = "en"
    extra: tuple = ()  # more options, e.g. T5's buckets


# Every scheme at least once, each task, causal and not, and the sizes where indexing goes wrong
# first: several blocks (parameter names, residuals), one head (d = D), two heads, eight (d = 2).
ROWS = [
    Row("who-did-it none", "who-did-it", "none"),
    Row("who-did-it sinusoidal", "who-did-it", "sinusoidal", seed=2),
    Row("who-did-it learned", "who-did-it", "learned", seed=3),
    Row("who-did-it rope", "who-did-it", "rope", seed=4),
    Row("who-did-it alibi", "who-did-it", "alibi", seed=5),
    Row("who-did-it integer", "who-did-it", "integer", seed=6),
    Row("who-did-it normalized", "who-did-it", "normalized", seed=7),
    Row("who-did-it binary", "who-did-it", "binary", seed=8),
    Row("who-did-it none causal", "who-did-it", "none", causal=True, seed=9),
    Row("who-did-it sinusoidal causal", "who-did-it", "sinusoidal", causal=True, seed=10),
    Row("who-did-it rope causal", "who-did-it", "rope", causal=True, seed=11),
    Row("who-did-it sinusoidal 2 layers", "who-did-it", "sinusoidal", layers=2, seed=12),
    Row("who-did-it rope 2 heads", "who-did-it", "rope", heads=2, seed=13),
    Row("who-did-it alibi 1 head", "who-did-it", "alibi", heads=1, seed=14),
    Row("who-did-it alibi 6 heads", "who-did-it", "alibi", heads=6, d_model=24, seed=41),
    Row("who-did-it rope 8 heads", "who-did-it", "rope", heads=8, seed=15),
    Row("who-did-it rope odd head width", "who-did-it", "rope", d_model=12, heads=4, seed=21),
    # RoPE's halves (GPT-NeoX, LLaMA in Hugging Face), with an even and an odd head width.
    Row("who-did-it rope halves", "who-did-it", "rope", heads=2, seed=29, extra=("--rope-layout", "halves")),
    Row("previous rope halves causal odd head width", "previous", "rope", causal=True, d_model=12, heads=4, seed=30,
        extra=("--rope-layout", "halves")),
    Row("who-did-it Chinese sinusoidal", "who-did-it", "sinusoidal", seed=22, language="zh"),
    Row("who-did-it sinusoidal tensor2tensor", "who-did-it", "sinusoidal", seed=41, extra=("--convention", "tensor2tensor")),
    Row("reverse sinusoidal marian", "reverse", "sinusoidal", seed=42, extra=("--convention", "marian")),
    Row("reverse sinusoidal", "reverse", "sinusoidal", seed=16),
    Row("reverse learned", "reverse", "learned", seed=17),
    Row("previous rope causal", "previous", "rope", causal=True, seed=18),
    Row("previous alibi causal", "previous", "alibi", causal=True, seed=19),
    Row("previous learned causal 2 layers 2 heads", "previous", "learned", causal=True, layers=2, heads=2, seed=20),
    # T5's own 32 buckets count every distance of these sentences exactly; 8 or 6 buckets with a
    # small max distance reach the logarithmic buckets and the last one.
    Row("who-did-it t5", "who-did-it", "t5", seed=23),
    Row("who-did-it t5 8 buckets 2 layers", "who-did-it", "t5", layers=2, seed=24,
        extra=("--t5-buckets", "8", "--t5-max-distance", "5")),
    Row("previous t5 causal 6 buckets", "previous", "t5", causal=True, heads=2, seed=25,
        extra=("--t5-buckets", "6", "--t5-max-distance", "4")),
    # Shaw's clip 4 (the lab's) and 2, below the sentences' distances, so that relations are shared.
    Row("who-did-it shaw", "who-did-it", "shaw", seed=26),
    Row("previous shaw causal clip 2 layers 2", "previous", "shaw", causal=True, layers=2, seed=27,
        extra=("--shaw-clip", "2")),
    Row("reverse shaw 1 head clip 1", "reverse", "shaw", heads=1, seed=28, extra=("--shaw-clip", "1")),
    # The score functions, with their own weights (additive, bilinear), alone and with Shaw's keys.
    Row("who-did-it sinusoidal dot", "who-did-it", "sinusoidal", seed=31, extra=("--score", "dot")),
    Row("who-did-it rope additive", "who-did-it", "rope", heads=2, seed=32, extra=("--score", "additive")),
    Row("previous alibi bilinear causal", "previous", "alibi", causal=True, seed=33, extra=("--score", "bilinear")),
    Row("who-did-it learned cosine 2 layers", "who-did-it", "learned", layers=2, seed=34, extra=("--score", "cosine")),
    Row("who-did-it shaw additive clip 2", "who-did-it", "shaw", seed=35, extra=("--score", "additive", "--shaw-clip", "2")),
    Row("previous shaw cosine causal", "previous", "shaw", causal=True, heads=2, seed=36, extra=("--score", "cosine")),
    Row("reverse shaw bilinear 1 head", "reverse", "shaw", heads=1, seed=37, extra=("--score", "bilinear")),
    Row("who-did-it t5 dot 2 layers", "who-did-it", "t5", layers=2, seed=38, extra=("--score", "dot")),
    # Shaw's relative values as well as keys.
    Row("who-did-it shaw values", "who-did-it", "shaw", seed=39, extra=("--shaw-values",)),
    Row("previous shaw values causal clip 2 additive", "previous", "shaw", causal=True, heads=2, seed=40,
        extra=("--shaw-values", "--shaw-clip", "2", "--score", "additive")),
]


# Under the sanitizers (PE_SANITIZED_ROWS=1, set by tests/CMakeLists.txt) the plain suite has
# checked every number already; what is left to check is the memory of the training code, which
# these rows reach: every scheme, causal and several blocks and heads, RoPE's halves with an odd
# head width, each score function with its own weights, a per-token task and Shaw's values.
SANITIZED_ROWS = {
    "who-did-it none", "who-did-it sinusoidal", "who-did-it learned", "who-did-it rope", "who-did-it alibi",
    "who-did-it integer", "who-did-it normalized", "who-did-it binary", "who-did-it t5", "who-did-it shaw",
    "previous learned causal 2 layers 2 heads", "previous rope halves causal odd head width", "who-did-it rope additive",
    "who-did-it learned cosine 2 layers", "reverse shaw bilinear 1 head", "previous shaw values causal clip 2 additive",
}


def train_command(program, row, folder):
    command = [program, "--train", row.task, "--task-language", row.language, "--scheme", row.scheme]
    if row.causal:
        command.append("--causal")
    command += ["--layers", str(row.layers), "--heads", str(row.heads), "--d-model", str(row.d_model),
                "--steps", str(STEPS), "--batch", str(BATCH), "--seed", str(row.seed),
                "--export-training", str(folder), *row.extra]
    return command


def load_script():
    spec = importlib.util.spec_from_file_location("train_pytorch", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def replay(script, folder):
    """(exit status, what it printed, what it printed on stderr) of `train_pytorch.py FOLDER --check`."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = script.main([folder, "--check"])
        except SystemExit as exit_:  # give_up(): the export lacks a file
            status = exit_.code
        except Exception:  # the script broke
            traceback.print_exc()
            status = 2
    return status, out.getvalue(), err.getvalue()


def check_row(script, program, row, environment):
    """(passed, one line saying why)."""
    with tempfile.TemporaryDirectory() as folder:
        try:
            app = subprocess.run(train_command(program, row, folder), capture_output=True, text=True,
                                 env=environment, timeout=TIMEOUT)
        except subprocess.TimeoutExpired as error:
            return False, f"timed out after {TIMEOUT} s: {' '.join(error.cmd)}"
        if app.returncode != 0:
            return False, f"the app exited with {app.returncode}: {app.stderr.strip()}"
        status, output, errors = replay(script, folder)
    # The script prints every step's loss first; the comparison is in its last lines.
    summary = [line for line in output.splitlines() if line.startswith(("loss:", "parameters:"))]
    if status not in (0, 1):  # 2: the export lacks a file, or the script broke
        summary.append(f"train_pytorch.py exited with {status}: {errors.strip()}")
    return status == 0, "; ".join(summary)


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    program = sys.argv[1]
    # The app is a Qt program: offscreen lets it run on a machine with no display.
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    script = load_script()
    failures = 0
    rows = [row for row in ROWS if os.environ.get("PE_SANITIZED_ROWS") != "1" or row.name in SANITIZED_ROWS]
    assert len(rows) == (len(SANITIZED_ROWS) if os.environ.get("PE_SANITIZED_ROWS") == "1" else len(ROWS)), "a row name was changed"
    for row in rows:
        passed, details = check_row(script, program, row, environment)
        failures += not passed
        print(f"{'PASS' if passed else 'FAIL'} {row.name}: {details}", flush=True)
    print(f"{len(rows) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
