"""--export-block checked from outside: every stage recomputed in NumPy from the exported weights.

Usage: block_reference.py PATH/TO/pe-explorer
For each row, the program writes one sentence's stages through the Attention Lab's untrained
block; this script reads parameters/*.npy and input.json, writes the block out (LayerNorm with
the biased variance and eps 1e-5, queries, keys and values per head, RoPE per head (with
Hugging Face's scaled frequencies when --rope-scaling is given), the scaled
scores with ALiBi's, T5's or Shaw's part and the causal mask, softmax, A·V, W^O, the residuals,
the ReLU feed-forward layer, the pooled vector, the four terms of the scores) and compares each
stage with the program's at 1e-12. Nothing here shares code with the app.
"""
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

from numpy_reference import rope_inv_freq   # Hugging Face's modeling_rope_utils.py, written out in NumPy

TOLERANCE = 1e-12
EPS = 1e-5

ROWS = [
    ("none", ["--no-position"]),
    ("sinusoidal", ["--scheme", "sinusoidal"]),
    ("sinusoidal, scaled words, weight 0.5, offset 2", ["--scheme", "sinusoidal", "--scale-embeddings",
                                                        "--position-weight", "0.5", "--position-offset", "2"]),
    ("sinusoidal beside the words, identity", ["--scheme", "sinusoidal", "--concatenate-position", "--projection", "identity"]),
    ("learned, dot score", ["--scheme", "learned", "--score", "dot"]),
    ("binary, causal", ["--scheme", "binary", "--causal"]),
    ("rope", ["--scheme", "rope"]),
    ("rope halves, causal, 4 heads", ["--scheme", "rope", "--rope-layout", "halves", "--causal", "--heads", "4"]),
    ("rope halves, YaRN x4 from 4 tokens, 2 heads", ["--scheme", "rope", "--rope-layout", "halves", "--rope-scaling", "yarn",
                                                     "--rope-factor", "4", "--rope-original-length", "4", "--heads", "2"]),
    ("rope, Llama 3 x8 from 2 tokens", ["--scheme", "rope", "--rope-scaling", "llama3", "--rope-factor", "8",
                                        "--rope-original-length", "2"]),
    ("rope, dynamic NTK x2 from 3 tokens", ["--scheme", "rope", "--rope-scaling", "dynamic-ntk", "--rope-factor", "2",
                                            "--rope-original-length", "3"]),
    ("alibi, 4 heads", ["--scheme", "alibi", "--heads", "4"]),
    ("t5, causal", ["--scheme", "t5", "--causal"]),
    ("shaw, clip 2", ["--scheme", "shaw", "--shaw-clip", "2"]),
    ("chinese, sinusoidal, 1 head", ["--scheme", "sinusoidal", "--heads", "1", "--sentence", "我爱你"]),
]


def layer_norm(x, gain, bias):
    mean = x.mean(axis=1, keepdims=True)
    variance = ((x - mean) ** 2).mean(axis=1, keepdims=True)
    return (x - mean) / np.sqrt(variance + EPS) * gain + bias


HF_ROPE_TYPE = {"interpolation": "linear", "ntk": "ntk", "dynamic-ntk": "dynamic", "yarn": "yarn", "llama3": "llama3"}


def rope_frequencies(about, d, n):
    """(d/2) each pair's frequency: base^(-2i/d), or Hugging Face's scaled inv_freq (numpy_reference.py)."""
    scaling = about.get("rope_scaling", "none")
    if scaling == "none":
        return about["base"] ** (-2.0 * np.arange(d // 2) / d)
    extra = {key: about[name] for key, name in (("low_freq_factor", "rope_low_freq_factor"),
                                                ("high_freq_factor", "rope_high_freq_factor"),
                                                ("beta_fast", "yarn_beta_fast"), ("beta_slow", "yarn_beta_slow")) if name in about}
    return rope_inv_freq(HF_ROPE_TYPE[scaling], d, about["base"], about["rope_factor"],
                         about.get("rope_original_length"), n, **extra)


def rope(x, layout, about):
    """x (H, n, d) turned pair by pair: angle t * frequency_i at token t, times YaRN's attention factor."""
    heads, n, d = x.shape
    frequencies = rope_frequencies(about, d, n)
    factor = about.get("attention_factor", 1.0)
    out = x.copy()
    for i in range(d // 2):
        a, b = (2 * i, 2 * i + 1) if layout == "interleaved" else (i, (d + 1) // 2 + i)
        angle = np.arange(n) * frequencies[i]
        cos, sin = factor * np.cos(angle)[None, :], factor * np.sin(angle)[None, :]
        out[:, :, a] = cos * x[:, :, a] - sin * x[:, :, b]
        out[:, :, b] = sin * x[:, :, a] + cos * x[:, :, b]
    return out


def block(folder):
    about = json.loads((folder / "stages.json").read_text())
    p = {f.name[:-4]: np.load(f) for f in (folder / "parameters").glob("*.npy")}
    heads, scheme, causal = about["heads"], about["scheme"], about["causal"]
    words = p["word_vectors"]
    position = p.get("position")
    n = words.shape[0]
    if position is None:
        word_part, position_part = words, np.zeros_like(words)
    elif about["concatenate_position"]:
        word_part = np.hstack([words, np.zeros_like(position)])
        position_part = np.hstack([np.zeros_like(words), position])
    else:
        word_part, position_part = words, position
    x = word_part + position_part
    width = x.shape[1]
    d = width // heads
    split = lambda m: m.reshape(n, heads, d).transpose(1, 0, 2)
    s = {"words": words, "x_in": x}
    if position is not None:
        s["positions"] = position
    s["ln1"] = layer_norm(x, p["ln1.gain"], p["ln1.bias"])
    q, k, v = (split(s["ln1"] @ p[w]) for w in ("wq", "wk", "wv"))
    if scheme == "rope":
        s["q_unrotated"], s["k_unrotated"] = q, k
        q, k = rope(q, about["rope_layout"], about), rope(k, about["rope_layout"], about)
    s["q"], s["k"], s["v"] = q, k, v
    scale = 1.0 if about["score"] == "dot" else 1.0 / np.sqrt(d)
    scores = np.einsum("hid,hjd->hij", q, k) * scale
    offsets = np.arange(n)[None, :] - np.arange(n)[:, None]  # j - i
    if scheme == "alibi":
        scores += -p["alibi_slopes"][:, None, None] * np.abs(offsets)[None]
    if scheme == "t5":
        scores += p["relative_bias"][:, p["t5_buckets"]]
    if scheme == "shaw":
        clip = (p["relative_keys"].shape[0] // heads - 1) // 2
        keys = p["relative_keys"].reshape(heads, 2 * clip + 1, d)[:, np.clip(offsets, -clip, clip) + clip]  # (H, n, n, d)
        scores += np.einsum("hid,hijd->hij", q, keys) * scale
    if causal:
        scores = np.where(offsets[None] > 0, -np.inf, scores)
    s["scores"] = scores
    e = np.exp(scores - scores.max(axis=2, keepdims=True))
    s["weights"] = e / e.sum(axis=2, keepdims=True)
    s["heads"] = s["weights"] @ v
    s["concat"] = s["heads"].transpose(1, 0, 2).reshape(n, width)
    s["attn_out"] = s["concat"] @ p["wo"]
    s["residual1"] = x + s["attn_out"]
    s["ln2"] = layer_norm(s["residual1"], p["ln2.gain"], p["ln2.bias"])
    s["ffn_hidden"] = np.maximum(s["ln2"] @ p["w1"] + p["b1"], 0.0)
    s["ffn_out"] = s["ffn_hidden"] @ p["w2"] + p["b2"]
    s["residual2"] = s["residual1"] + s["ffn_out"]
    s["pooled"] = (s["residual2"][-1:] if causal else s["residual2"].mean(axis=0, keepdims=True))
    if position is not None and about["score"] in ("dot", "scaled"):
        mean = x.mean(axis=1, keepdims=True)
        rstd = 1.0 / np.sqrt(((x - mean) ** 2).mean(axis=1, keepdims=True) + EPS)
        ln_word = (word_part - word_part.mean(axis=1, keepdims=True)) * rstd * p["ln1.gain"] + p["ln1.bias"]
        ln_position = (position_part - position_part.mean(axis=1, keepdims=True)) * rstd * p["ln1.gain"]
        qs = [split(part @ p["wq"]) for part in (ln_word, ln_position)]
        ks = [split(part @ p["wk"]) for part in (ln_word, ln_position)]
        s["score_terms"] = np.stack([np.einsum("hid,hjd->hij", qs[a], ks[b]) * scale for a, b in ((0, 0), (0, 1), (1, 0), (1, 1))])
    return about, s


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    program = sys.argv[1]
    failures = []
    for name, extra in ROWS:
        with tempfile.TemporaryDirectory() as directory:
            folder = Path(directory) / "block"
            arguments = [program, "--export-block", str(folder), "--sentence", "the dog bit the man", "--d-model", "16",
                         "--heads", "2", "--seed", "5"] + extra
            done = subprocess.run(arguments, capture_output=True, text=True, timeout=300)
            if done.returncode != 0:
                failures.append(f"{name}: exit {done.returncode}: {done.stderr.strip()}")
                continue
            about, expected = block(folder)
            listed = [stage["name"] for stage in about["stages"]]
            if sorted(listed) != sorted(expected):
                failures.append(f"{name}: stages {listed}, expected {sorted(expected)}")
            worst = 0.0
            for stage in about["stages"]:
                actual = np.load(folder / (stage["name"] + ".npy"))
                wanted = expected.get(stage["name"])
                if wanted is None or list(actual.shape) != stage["shape"] or actual.shape != wanted.shape:
                    failures.append(f"{name}: {stage['name']} has shape {actual.shape}, listed {stage['shape']}")
                    continue
                same_infinity = np.isinf(actual) & (actual == wanted)
                with np.errstate(invalid="ignore"):  # −inf − −inf, counted as equal just above
                    difference = np.where(same_infinity, 0.0, np.abs(actual - wanted))
                worst = max(worst, float(np.nan_to_num(difference, nan=np.inf).max()))
                if not difference.max() <= TOLERANCE:
                    failures.append(f"{name}: {stage['name']} differs by {difference.max():.3g}")
            tokens = json.loads((folder / "input.json").read_text())["tokens"]
            print(f"{name:50s} {len(listed):2d} stages, {len(tokens)} tokens, largest difference {worst:.2g}")
    if failures:
        print("\n".join(["FAILED:"] + failures))
        sys.exit(1)


if __name__ == "__main__":
    main()
