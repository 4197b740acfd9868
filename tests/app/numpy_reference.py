"""The exported encodings against NumPy's own evaluation of the paper's formula and of
tensor2tensor's timing signal (the convention of fairseq and Whisper too), ALiBi's
biases against its authors' get_slopes(), and RoPE's scaled angles against Hugging Face's
modeling_rope_utils.py (written out below in NumPy, float64), and the Attention Lab's RoPE heads
against LlamaAttention.forward's order (split into heads, then turn each); partial RoPE
(GPT-NeoX's rotary_pct, Gemma 4's proportional) against their frequencies and apply_rotary_pos_emb;
the exported attention masks of real models' layer stacks against masking_utils.py; attention sinks
against gpt-oss's eager_attention_forward; the grid schemes against MAE's get_2d_sincos_pos_embed,
rope-vit's compute_axial_cis and FLUX's rope(), and the M-RoPE ids against Qwen2VLModel.get_rope_index.

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


def compared(label, actual, expected, relative=False):
    """1 when `actual` is not `expected` within TOLERANCE (absolute, or relative to values above 1), else 0; says which."""
    if actual.shape != expected.shape:
        print(f"FAIL {label}: shape {actual.shape} != {expected.shape}")
        return 1
    difference = np.abs(actual - expected)
    worst = float(np.max(difference / np.maximum(np.abs(expected), 1.0) if relative else difference, initial=0.0))
    ok = worst <= TOLERANCE
    print(f"{'ok  ' if ok else 'FAIL'} {label} max {'relative' if relative else '|'}difference{'' if relative else '|'} {worst:.3g}")
    return 0 if ok else 1


def timing_signal(positions, channels, max_timescale):
    """tensor2tensor's get_timing_signal_1d (fairseq's get_embedding and Whisper's sinusoids() alike)."""
    num_timescales = channels // 2
    log_timescale_increment = math.log(float(max_timescale)) / max(num_timescales - 1, 1)
    inv_timescales = np.exp(np.arange(num_timescales, dtype=np.float64) * -log_timescale_increment)
    scaled_time = np.arange(positions, dtype=np.float64)[:, None] * inv_timescales[None, :]
    signal = np.concatenate([np.sin(scaled_time), np.cos(scaled_time)], axis=1)
    return np.pad(signal, [[0, 0], [0, channels % 2]])


CONVENTIONS = [  # (--convention, positions, d_model, base)
    ("tensor2tensor", 1500, 512, 10000.0),
    ("tensor2tensor", 100, 63, 10000.0),
    ("marian", 128, 64, 10000.0),
    ("paper", 128, 64, 10000.0),
]


def check_conventions(program, folder):
    """--export-encoding --convention NAME: tensor2tensor's as the libraries write it, marian and paper as the paper."""
    failures = 0
    for convention, positions, d_model, base in CONVENTIONS:
        path = Path(folder) / "convention.npy"
        subprocess.run([program, "--export-encoding", str(path), "--convention", convention, "--d-model", str(d_model),
                        "--positions", str(positions), "--base", repr(base)], check=True)
        if convention == "tensor2tensor":
            expected = timing_signal(positions, d_model, base)
        else:
            expected = reference(positions, d_model, base, "interleaved" if convention == "paper" else "concatenated")
        failures += compared(f"convention {convention:13} {positions:5} x {d_model:4}", np.load(path), expected)
    return failures


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
        failures += compared(f"alibi {heads:2} heads", np.load(path), expected)
    return failures


def inv_freq(dim, base):
    return 1.0 / (base ** (np.arange(0, dim, 2, dtype=np.float64) / dim))


def rope_inv_freq(kind, dim, base, factor, original, seq_len, low_freq_factor=1.0, high_freq_factor=4.0,
                  beta_fast=32.0, beta_slow=1.0):
    """Hugging Face's _compute_*_parameters for one rope_type, in float64."""
    if kind == "linear":
        return inv_freq(dim, base) / factor
    if kind == "ntk":
        return inv_freq(dim, base * factor ** (dim / (dim - 2)))
    if kind == "dynamic":
        seq_len = seq_len if seq_len > original else original
        return inv_freq(dim, base * ((factor * seq_len / original) - (factor - 1)) ** (dim / (dim - 2)))
    if kind == "yarn":
        def find_correction_dim(num_rotations):
            return (dim * math.log(original / (num_rotations * 2 * math.pi))) / (2 * math.log(base))
        low = max(math.floor(find_correction_dim(beta_fast)), 0)
        high = min(math.ceil(find_correction_dim(beta_slow)), dim - 1)
        if low == high:
            high += 0.001
        ramp = np.clip((np.arange(dim // 2, dtype=np.float64) - low) / (high - low), 0, 1)
        pos_freqs = base ** (np.arange(0, dim, 2, dtype=np.float64) / dim)
        extrapolation_factor = 1 - ramp
        return (1.0 / (factor * pos_freqs)) * (1 - extrapolation_factor) + (1.0 / pos_freqs) * extrapolation_factor
    assert kind == "llama3"
    freq = inv_freq(dim, base)
    wavelen = 2 * math.pi / freq
    llama = np.where(wavelen > original / low_freq_factor, freq / factor, freq)
    smooth = (original / wavelen - low_freq_factor) / (high_freq_factor - low_freq_factor)
    smoothed = (1 - smooth) * llama / factor + smooth * llama
    medium = ~(wavelen < original / high_freq_factor) * ~(wavelen > original / low_freq_factor)
    return np.where(medium, smoothed, llama)


ROPE_CASES = [  # (app's name, Hugging Face's rope_type, d_model, base, positions, factor, L0, extra options)
    ("interpolation", "linear", 64, 10000.0, 300, 2.5, None, {}),
    ("ntk", "ntk", 64, 10000.0, 300, 4.0, None, {}),
    ("dynamic-ntk", "dynamic", 64, 10000.0, 300, 2.0, 128, {}),
    ("dynamic-ntk", "dynamic", 32, 500.0, 100, 3.0, 128, {}),
    ("yarn", "yarn", 128, 10000.0, 512, 8.0, 256, {}),
    ("yarn", "yarn", 64, 10000.0, 200, 16.0, 64, {"beta_fast": 8.0, "beta_slow": 0.5}),
    ("llama3", "llama3", 128, 500000.0, 400, 8.0, 256, {}),
    ("llama3", "llama3", 64, 10000.0, 200, 4.0, 64, {"low_freq_factor": 2.0, "high_freq_factor": 16.0}),
]
OPTION = {"beta_fast": "--yarn-beta-fast", "beta_slow": "--yarn-beta-slow",
          "low_freq_factor": "--rope-low-freq-factor", "high_freq_factor": "--rope-high-freq-factor"}


def check_rope_family(program, folder):
    """--export-encoding --scheme rope --rope-scaling …: the angles, positions x inv_freq."""
    failures = 0
    for name, kind, d_model, base, positions, factor, original, extra in ROPE_CASES:
        path = Path(folder) / "rope.npy"
        arguments = [program, "--export-encoding", str(path), "--scheme", "rope", "--rope-scaling", name,
                     "--rope-factor", repr(factor), "--d-model", str(d_model), "--base", repr(base),
                     "--positions", str(positions)]
        if original is not None:
            arguments += ["--rope-original-length", str(original)]
        for key, value in extra.items():
            arguments += [OPTION[key], repr(value)]
        subprocess.run(arguments, check=True)
        frequencies = rope_inv_freq(kind, d_model, base, factor, original, positions, **extra)
        expected = np.arange(positions, dtype=np.float64)[:, None] * frequencies[None, :]
        failures += compared(f"rope {name:13} d {d_model:3} factor {factor:4} L0 {original} {extra}", np.load(path), expected,
                             relative=True)
    return failures


def rotate_half(x):
    """Hugging Face's modeling_llama.py rotate_half."""
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return np.concatenate((-x2, x1), axis=-1)


def rotated_heads(x, heads, base, layout):
    """(H, n, d) each head of x (n x D) turned with head_dim's frequencies, after the split into
    heads: Hugging Face's LlamaAttention.forward with apply_rotary_pos_emb (halves), and Meta's
    llama/model.py apply_rotary_emb, which turns adjacent pairs as complex numbers (pairs)."""
    n, d_model = x.shape
    d = d_model // heads
    per_head = x.reshape(n, heads, d).transpose(1, 0, 2)
    angles = np.arange(n, dtype=np.float64)[:, None] * inv_freq(d, base)[None, :]
    if layout == "halves":
        emb = np.concatenate((angles, angles), axis=-1)   # LlamaRotaryEmbedding.forward
        return per_head * np.cos(emb) + rotate_half(per_head) * np.sin(emb)
    turned = (per_head[..., 0::2] + 1j * per_head[..., 1::2]) * np.exp(1j * angles)
    out = np.empty_like(per_head)
    out[..., 0::2], out[..., 1::2] = turned.real, turned.imag
    return out


ATTENTION_CASES = [(16, heads, layout) for heads in (1, 2, 4) for layout in ("pairs", "halves")]


def check_attention_heads(program, folder):
    """--export-attention with RoPE: head_scores (H x n x n) against each head turned on its own,
    as Hugging Face and Meta's code do; and each head's scores at one offset alike for the same
    two words (the query-key part is relative, head by head)."""
    failures = 0
    for d_model, heads, layout in ATTENTION_CASES:
        path = Path(folder) / "attention.json"
        subprocess.run([program, "--export-attention", str(path), "--sentence", "a b a b a b a b", "--scheme", "rope",
                        "--rope-layout", layout, "--heads", str(heads), "--d-model", str(d_model),
                        "--projection", "identity"], check=True)
        exported = json.loads(path.read_text())
        x = np.array(exported["inputs"], dtype=np.float64)
        q = rotated_heads(x, heads, 10000.0, layout)
        expected = q @ q.transpose(0, 2, 1) / math.sqrt(d_model // heads)
        actual = np.array(exported["head_scores"], dtype=np.float64)
        label = f"attention rope {layout:6} d {d_model} heads {heads}"
        failures += compared(label + " head_scores", actual, expected)
        same_offset = actual[:, [0, 2, 4], [2, 4, 6]]   # "a" then "a" two words later
        spread = float(np.max(same_offset.max(axis=1) - same_offset.min(axis=1)))
        ok = spread <= TOLERANCE and exported["heads_averaged"] == (heads > 1)
        print(f"{'ok  ' if ok else 'FAIL'} {label} one offset, one score per head: spread {spread:.3g}")
        failures += 0 if ok else 1
    return failures


def partial_inv_freq(way, head_dim, base, fraction):
    """(head_dim // 2) each pair's frequency, 0 where it does not turn. GPT-NeoX (EleutherAI/gpt-neox,
    megatron/model/transformer.py: rotary_ndims = int(head_dim * rotary_pct), RotaryEmbedding(rotary_ndims):
    inv_freq = 1 / base ** (arange(0, dim, 2) / dim)); Gemma 4's proportional RoPE (Hugging Face's
    modeling_rope_utils.py, _compute_proportional_rope_parameters: rope_angles = int(partial_rotary_factor
    * head_dim // 2), the first rope_angles of the whole head's frequencies, zeros after)."""
    frequencies = np.zeros(head_dim // 2)
    if way == "neox":
        rotary_ndims = int(head_dim * fraction)
        frequencies[: rotary_ndims // 2] = 1.0 / base ** (np.arange(0, rotary_ndims - rotary_ndims % 2, 2, dtype=np.float64) / rotary_ndims)
    else:
        rope_angles = int(fraction * head_dim // 2)
        frequencies[:rope_angles] = 1.0 / base ** (np.arange(0, 2 * rope_angles, 2, dtype=np.float64) / head_dim)
    return frequencies


def partial_rotated(x, way, base, fraction, layout):
    """(n x d) row p turned at position p: Hugging Face's apply_rotary_pos_emb with rotate_half over the
    turning slice, q_rot / q_pass split and torch.cat (halves, modeling_gpt_neox.py and Gemma 4's), or
    GPT-J's rotate_every_two over the first rotary dimensions (pairs)."""
    n, d = x.shape
    width = int(d * fraction) if way == "neox" else d
    frequencies = partial_inv_freq(way, d, base, fraction)[: width // 2]
    angles = np.arange(n, dtype=np.float64)[:, None] * frequencies[None, :]
    rot, rest = x[:, : 2 * (width // 2)], x[:, 2 * (width // 2):]
    if layout == "halves":
        emb = np.concatenate((angles, angles), axis=-1)
        turned = rot * np.cos(emb) + rotate_half(rot) * np.sin(emb)
    else:
        turned = np.empty_like(rot)
        a, b = rot[:, 0::2], rot[:, 1::2]
        turned[:, 0::2] = a * np.cos(angles) - b * np.sin(angles)
        turned[:, 1::2] = a * np.sin(angles) + b * np.cos(angles)
    return np.concatenate((turned, rest), axis=1)


PARTIAL_CASES = [(way, d_model, fraction, layout) for way in ("neox", "proportional") for d_model, fraction in ((64, 0.25), (32, 0.5), (16, 1.0))
                 for layout in ("pairs", "halves")]


def check_partial_rope(program, folder):
    """--rope-partial: the exported angles (positions x d_model/2, 0 where a pair does not turn), and the
    Attention Lab's scores of one head with identity projections against the references above."""
    failures = 0
    for way, d_model, fraction, layout in PARTIAL_CASES:
        path = Path(folder) / "partial.npy"
        common = ["--scheme", "rope", "--rope-partial", way, "--rope-fraction", repr(fraction), "--d-model", str(d_model),
                  "--rope-layout", layout]
        subprocess.run([program, "--export-encoding", str(path), "--positions", "40"] + common, check=True)
        expected = np.arange(40, dtype=np.float64)[:, None] * partial_inv_freq(way, d_model, 10000.0, fraction)[None, :]
        label = f"partial rope {way:12} d {d_model} p {fraction} {layout:6}"
        failures += compared(label + " angles", np.load(path), expected, relative=True)
        path = Path(folder) / "partial.json"
        subprocess.run([program, "--export-attention", str(path), "--sentence", "a b c a b c d", "--heads", "1",
                        "--projection", "identity"] + common, check=True)
        exported = json.loads(path.read_text())
        q = partial_rotated(np.array(exported["inputs"], dtype=np.float64), way, 10000.0, fraction, layout)
        failures += compared(label + " scores", np.array(exported["scores"]), q @ q.T / math.sqrt(d_model))
    return failures


def hf_mask(kind, span, q, kv):
    """Hugging Face's masking_utils.py: and_masks(causal_mask_function, the overlay)."""
    causal = kv <= q                                     # causal_mask_function
    if kind == "sliding":
        return causal & (kv > q - span)                  # sliding_window_overlay
    if kind == "chunked":
        return causal & (kv // span == q // span)        # chunked_overlay, no left padding
    return causal


MASK_CASES = [("llama4", 40, []), ("gemma3", 40, ["--layers", "12", "--window", "4"]),
              ("gpt-oss", 33, ["--window", "5", "--layers", "6"]), ("mistral", 40, ["--layers", "5", "--window", "3"]),
              ("llama4", 64, ["--layers", "8", "--chunk", "16"])]


def check_masks(program, folder):
    """--export-masks: each layer's mask against masking_utils' predicates, exactly, and reach.npy
    against the boolean product of the masks with the residual path (a query attends itself)."""
    failures = 0
    for preset, positions, extra in MASK_CASES:
        out = Path(folder) / f"masks-{preset}"
        subprocess.run([program, "--export-masks", str(out), "--preset", preset, "--positions", str(positions)] + extra, check=True)
        about = json.loads((out / "layers.json").read_text())
        q, kv = np.meshgrid(np.arange(positions), np.arange(positions), indexing="ij")
        reach = np.eye(positions, dtype=bool)
        wrong = 0
        for k, layer in enumerate(about["layers"]):
            span = layer["window"] if layer["kind"] == "sliding" else layer["chunk"]
            expected = hf_mask(layer["kind"], span, q, kv)
            mask = np.load(out / f"mask_{k}.npy")
            wrong += int(mask.dtype != np.bool_ or not np.array_equal(mask, expected))
            reach = (expected.astype(np.int64) @ reach.astype(np.int64)) > 0
        wrong += int(not np.array_equal(np.load(out / "reach.npy"), reach))
        label = f"masks {preset:8} {len(about['layers']):2} layers over {positions} {' '.join(extra)}"
        print(f"{'ok  ' if wrong == 0 else 'FAIL'} {label}: {wrong} wrong")
        failures += 1 if wrong else 0
    return failures


def gpt_oss_sink_softmax(attn_weights, sink):
    """Hugging Face's modeling_gpt_oss.py, eager_attention_forward, for one head (n x n logits):
    combined_logits = torch.cat([attn_weights, sinks], dim=-1); minus its row maximum;
    probs = softmax(combined_logits); scores = probs[..., :-1] (the sink's column dropped)."""
    combined = np.concatenate([attn_weights, np.full((attn_weights.shape[0], 1), sink)], axis=-1)
    combined = combined - combined.max(axis=-1, keepdims=True)
    probs = np.exp(combined) / np.exp(combined).sum(axis=-1, keepdims=True)
    return probs[:, :-1], probs[:, -1]


SINK_CASES = [(1.5, 2, True), (-3.0, 1, False), (8.0, 4, True), (0.0, 1, True)]


def check_sinks(program, folder):
    """--export-attention --sink-logit S: each head's weights and the sink's share against gpt-oss's code."""
    failures = 0
    for sink, heads, causal in SINK_CASES:
        path = Path(folder) / "sink.json"
        subprocess.run([program, "--export-attention", str(path), "--sentence", "the dog bit the man", "--sink-logit", repr(sink),
                        "--heads", str(heads), "--projection", "random"] + (["--causal"] if causal else []), check=True)
        exported = json.loads(path.read_text())
        shares = []
        for h, logits in enumerate(exported["head_scores"]):
            logits = np.array([[-np.inf if v is None else v for v in row] for row in logits], dtype=np.float64)
            weights, share = gpt_oss_sink_softmax(logits, sink)
            shares.append(share)
            failures += compared(f"sink {sink:5} heads {heads} causal {causal!s:5} head {h} weights", np.array(exported["head_weights"][h]), weights)
        failures += compared(f"sink {sink:5} heads {heads} causal {causal!s:5} sink's share", np.array(exported["sink_weights"]), np.mean(shares, axis=0))
    return failures


def check_position_pca(program, folder):
    """--export-training of a learned table: position_pca.json against NumPy's SVD of the final
    table (centred; ratios sigma^2 / sum sigma^2; scores U sigma, each turned so that its score of
    largest magnitude is positive)."""
    out = Path(folder) / "learned-run"
    subprocess.run([program, "--train", "previous", "--scheme", "learned", "--steps", "40", "--train-length", "12",
                    "--export-training", str(out)], check=True, capture_output=True)
    table = np.load(out / "final" / "position.npy")
    exported = json.loads((out / "position_pca.json").read_text())
    centred = table - table.mean(axis=0)
    u, sigma, _ = np.linalg.svd(centred, full_matrices=False)
    k = len(exported["explained_variance_ratio"])
    ratios = (sigma ** 2 / np.sum(sigma ** 2))[:k]
    scores = (u * sigma)[:, :k].T
    for row in scores:
        if row[np.argmax(np.abs(row))] < 0:
            row *= -1
    failures = compared("position pca ratios", np.array(exported["explained_variance_ratio"]), ratios)
    return failures + compared("position pca components", np.array(exported["components"]), scores)


# facebookresearch/mae, util/pos_embed.py, get_2d_sincos_pos_embed, get_2d_sincos_pos_embed_from_grid and
# get_1d_sincos_pos_embed_from_grid, verbatim but for grid_size = (H, W) as MAE's later callers
# generalise it (grid_h from grid_size[0], grid_w from grid_size[1]) and np.float -> np.float64 (gone from
# NumPy 1.24). Kept: np.meshgrid(grid_w, grid_h), so the half named emb_h encodes the column.
def get_2d_sincos_pos_embed(embed_dim, grid_size, cls_token=False):
    grid_h = np.arange(grid_size[0], dtype=np.float32)
    grid_w = np.arange(grid_size[1], dtype=np.float32)
    grid = np.meshgrid(grid_w, grid_h)  # here w goes first
    grid = np.stack(grid, axis=0)

    grid = grid.reshape([2, 1, grid_size[0], grid_size[1]])
    pos_embed = get_2d_sincos_pos_embed_from_grid(embed_dim, grid)
    if cls_token:
        pos_embed = np.concatenate([np.zeros([1, embed_dim]), pos_embed], axis=0)
    return pos_embed


def get_2d_sincos_pos_embed_from_grid(embed_dim, grid):
    assert embed_dim % 2 == 0
    emb_h = get_1d_sincos_pos_embed_from_grid(embed_dim // 2, grid[0])  # (H*W, D/2)
    emb_w = get_1d_sincos_pos_embed_from_grid(embed_dim // 2, grid[1])  # (H*W, D/2)
    emb = np.concatenate([emb_h, emb_w], axis=1)  # (H*W, D)
    return emb


def get_1d_sincos_pos_embed_from_grid(embed_dim, pos):
    assert embed_dim % 2 == 0
    omega = np.arange(embed_dim // 2, dtype=np.float64)
    omega /= embed_dim / 2.
    omega = 1. / 10000**omega  # (D/2,)
    pos = pos.reshape(-1)  # (M,)
    out = np.einsum('m,d->md', pos, omega)  # (M, D/2), outer product
    emb_sin = np.sin(out)  # (M, D/2)
    emb_cos = np.cos(out)  # (M, D/2)
    emb = np.concatenate([emb_sin, emb_cos], axis=1)  # (M, D)
    return emb


# naver-ai/rope-vit, models/vit_rope.py, init_t_xy and compute_axial_cis, in float64 where rope-vit
# writes .float() (float32 would miss 1e-12), and stopping at the angles that torch.polar turns into
# cis. rope_vit_models calls it with end_x = W // patch_size (columns), end_y = H // patch_size.
def init_t_xy(end_x, end_y):
    import torch
    t = torch.arange(end_x * end_y, dtype=torch.float64)
    t_x = (t % end_x).double()
    t_y = torch.div(t, end_x, rounding_mode='floor').double()
    return t_x, t_y


def compute_axial_angles(dim, end_x, end_y, theta=100.0):
    import torch
    freqs_x = 1.0 / (theta ** (torch.arange(0, dim, 4)[: (dim // 4)].double() / dim))
    freqs_y = 1.0 / (theta ** (torch.arange(0, dim, 4)[: (dim // 4)].double() / dim))
    t_x, t_y = init_t_xy(end_x, end_y)
    freqs_x = torch.outer(t_x, freqs_x)
    freqs_y = torch.outer(t_y, freqs_y)
    return torch.cat([freqs_x, freqs_y], dim=-1).numpy()


# black-forest-labs/flux, src/flux/math.py, rope() up to its einsum (the angles; it then builds the
# rotation matrices in float32), concatenated over the axes as src/flux/modules/layers.py EmbedND does,
# ids (0, row, column) as src/flux/sampling.py prepare() makes img_ids; axes_dim [16, 56, 56] for D = 128.
def flux_angles(rows, columns, axes_dim, theta):
    import torch
    img_ids = torch.zeros(rows, columns, 3, dtype=torch.float64)
    img_ids[..., 1] = img_ids[..., 1] + torch.arange(rows)[:, None]
    img_ids[..., 2] = img_ids[..., 2] + torch.arange(columns)[None, :]
    ids = img_ids.reshape(rows * columns, 3)

    def rope(pos, dim, theta):
        scale = torch.arange(0, dim, 2, dtype=pos.dtype, device=pos.device) / dim
        omega = 1.0 / (theta**scale)
        return torch.einsum("...n,d->...nd", pos, omega)
    return torch.cat([rope(ids[..., i], axes_dim[i], theta) for i in range(3)], dim=-1).numpy()


GRID_CASES = [  # (scheme, rows, columns, d_model, base or None for the scheme's own)
    ("sincos-2d", 3, 5, 8, None), ("sincos-2d", 4, 4, 16, None), ("sincos-2d", 1, 7, 64, None), ("sincos-2d", 5, 3, 12, None),
    ("rope-2d", 3, 5, 8, None), ("rope-2d", 4, 4, 16, None), ("rope-2d", 1, 7, 64, None), ("rope-2d", 2, 9, 32, 10000.0),
    ("rope-2d-flux", 3, 5, 32, None), ("rope-2d-flux", 4, 6, 128, None), ("rope-2d-flux", 7, 1, 64, 100.0),
]


def grid_reference(scheme, rows, columns, d_model, base):
    if scheme == "sincos-2d":
        return get_2d_sincos_pos_embed(d_model, (rows, columns))
    if scheme == "rope-2d":
        return compute_axial_angles(d_model, end_x=columns, end_y=rows, theta=base)
    return flux_angles(rows, columns, [d_model // 8, 7 * d_model // 16, 7 * d_model // 16], base)


def check_grids(program, folder):
    """MAE's 2D sin-cos, rope-vit's axial RoPE and FLUX's split, exported with --grid, against their code."""
    failures = 0
    for scheme, rows, columns, d_model, base in GRID_CASES:
        path = Path(folder) / "grid.npy"
        extra = ["--base", repr(base)] if base else []
        subprocess.run([program, "--export-encoding", str(path), "--scheme", scheme, "--grid", f"{rows}x{columns}",
                        "--d-model", str(d_model)] + extra, check=True)
        own_base = {"sincos-2d": 10000.0, "rope-2d": 100.0, "rope-2d-flux": 10000.0}[scheme]
        expected = grid_reference(scheme, rows, columns, d_model, base or own_base)
        failures += compared(f"{scheme:12} {rows} x {columns} d_model {d_model}", load(path), expected)
    return failures


# huggingface/transformers, models/qwen2_vl/modeling_qwen2_vl.py, Qwen2VLModel.get_rope_index, for one
# sequence without padding (its loop body verbatim), and models/qwen2_5_vl/modeling_qwen2_5_vl.py's
# temporal ids (tokens_per_second given): an image's second_per_grid_t is 0, a video's
# second_per_grid_ts[video_index], time_tensor = expanded_range * second_per_grid_t * tokens_per_second, .long().
def get_rope_index(input_ids, image_grid_thw, video_grid_thw, spatial_merge_size, second_per_grid_ts=None,
                   tokens_per_second=None, image_token_id=151655, video_token_id=151656, vision_start_token_id=151652):
    import torch
    vision_start_indices = torch.argwhere(input_ids == vision_start_token_id).squeeze(1)
    vision_tokens = input_ids[vision_start_indices + 1]
    image_nums = (vision_tokens == image_token_id).sum()
    video_nums = (vision_tokens == video_token_id).sum()
    input_tokens = input_ids.tolist()
    llm_pos_ids_list: list = []
    st = 0
    image_index, video_index = 0, 0
    remain_images, remain_videos = image_nums, video_nums
    for _ in range(image_nums + video_nums):
        ed_image = input_tokens.index(image_token_id, st) if image_token_id in input_tokens and remain_images > 0 else len(input_tokens) + 1
        ed_video = input_tokens.index(video_token_id, st) if video_token_id in input_tokens and remain_videos > 0 else len(input_tokens) + 1
        if ed_image < ed_video:
            t, h, w = image_grid_thw[image_index][0], image_grid_thw[image_index][1], image_grid_thw[image_index][2]
            second_per_grid_t = 0
            image_index += 1
            remain_images -= 1
            ed = ed_image
        else:
            t, h, w = video_grid_thw[video_index][0], video_grid_thw[video_index][1], video_grid_thw[video_index][2]
            second_per_grid_t = second_per_grid_ts[video_index] if second_per_grid_ts is not None else 1.0
            video_index += 1
            remain_videos -= 1
            ed = ed_video
        llm_grid_t, llm_grid_h, llm_grid_w = t.item(), h.item() // spatial_merge_size, w.item() // spatial_merge_size
        text_len = ed - st
        st_idx = llm_pos_ids_list[-1].max() + 1 if len(llm_pos_ids_list) > 0 else 0
        llm_pos_ids_list.append(torch.arange(text_len).view(1, -1).expand(3, -1) + st_idx)
        if tokens_per_second is None:  # Qwen2-VL
            t_index = torch.arange(llm_grid_t).view(-1, 1).expand(-1, llm_grid_h * llm_grid_w).flatten()
        else:  # Qwen2.5-VL
            range_tensor = torch.arange(llm_grid_t).view(-1, 1)
            expanded_range = range_tensor.expand(-1, llm_grid_h * llm_grid_w)
            time_tensor = expanded_range * second_per_grid_t * tokens_per_second
            t_index = time_tensor.long().flatten()
        h_index = torch.arange(llm_grid_h).view(1, -1, 1).expand(llm_grid_t, -1, llm_grid_w).flatten()
        w_index = torch.arange(llm_grid_w).view(1, 1, -1).expand(llm_grid_t, llm_grid_h, -1).flatten()
        llm_pos_ids_list.append(torch.stack([t_index, h_index, w_index]) + text_len + st_idx)
        st = ed + llm_grid_t * llm_grid_h * llm_grid_w
    if st < len(input_tokens):
        st_idx = llm_pos_ids_list[-1].max() + 1 if len(llm_pos_ids_list) > 0 else 0
        text_len = len(input_tokens) - st
        llm_pos_ids_list.append(torch.arange(text_len).view(1, -1).expand(3, -1) + st_idx)
    return torch.cat(llm_pos_ids_list, dim=1).reshape(3, -1).numpy()


POSITION_CASES = [  # (strip, spatial merge, mrope, seconds per frame, tokens per second); text before each picture
    ("text:3,image:4x6,text:2", 2, "qwen2-vl", None, None),
    ("text:3,image:4x6,text:2,video:2x4x4,text:2", 2, "qwen2-vl", None, None),
    ("text:1,image:3x5,text:1,video:3x2x4", 1, "qwen2-vl", None, None),
    ("text:2,video:3x4x6,text:1,image:6x2,text:4", 2, "qwen2.5-vl", 1.0, 2.0),
    ("text:2,video:4x2x2,text:1", 2, "qwen2.5-vl", 0.75, 2.0),
    ("text:1,video:5x6x6,text:2", 3, "qwen2.5-vl", 0.5, 4.0),
]


def reference_inputs(strip, merge):
    """input_ids as Qwen's processor lays them out (a vision-start token before each picture) and the grids."""
    import torch
    ids, images, videos = [], [], []
    for item in strip.split(","):
        kind, sizes = item.split(":")
        numbers = [int(n) for n in sizes.split("x")]
        if kind == "text":
            ids += [1] * numbers[0]
            continue
        thw = [1] + numbers if kind == "image" else numbers
        (images if kind == "image" else videos).append(thw)
        ids[-1] = 151652
        ids += [151655 if kind == "image" else 151656] * (thw[0] * (thw[1] // merge) * (thw[2] // merge))
    return torch.tensor(ids), torch.tensor(images or [[0, 0, 0]]), torch.tensor(videos or [[0, 0, 0]])


def check_positions(program, folder):
    """--export-positions against get_rope_index: exactly, as integers."""
    failures = 0
    for strip, merge, mrope, seconds, per_second in POSITION_CASES:
        path = Path(folder) / "positions.json"
        extra = ["--seconds-per-frame", repr(seconds), "--tokens-per-second", repr(per_second)] if seconds else []
        subprocess.run([program, "--export-positions", str(path), "--tokens", strip, "--spatial-merge", str(merge),
                        "--mrope", mrope] + extra, check=True)
        actual = np.array(json.loads(path.read_text())["position_ids"])
        input_ids, images, videos = reference_inputs(strip, merge)
        expected = get_rope_index(input_ids, images, videos, merge, [seconds] * len(videos) if seconds else None, per_second)
        ok = actual.shape == expected.shape and np.array_equal(actual, expected)
        print(f"{'ok  ' if ok else 'FAIL'} position ids {strip} merge {merge} {mrope}: {'equal' if ok else f'{actual} != {expected}'}")
        failures += 0 if ok else 1
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
                checks += 1
                failures += compared(f"{suffix:5} {positions:5} x {d_model:4} base {base:g} {layout:12}", load(path), expected)
        failures += check_alibi(program, folder)
        checks += 16
        failures += check_rope_family(program, folder)
        checks += len(ROPE_CASES)
        failures += check_attention_heads(program, folder)
        checks += 2 * len(ATTENTION_CASES)
        failures += check_position_pca(program, folder)
        checks += 2
        failures += check_sinks(program, folder)
        checks += sum(heads + 1 for _, heads, _ in SINK_CASES)
        failures += check_masks(program, folder)
        checks += len(MASK_CASES)
        failures += check_partial_rope(program, folder)
        checks += 2 * len(PARTIAL_CASES)
        failures += check_conventions(program, folder)
        checks += len(CONVENTIONS)
        failures += check_grids(program, folder)
        checks += len(GRID_CASES)
        failures += check_positions(program, folder)
        checks += len(POSITION_CASES)
    print(f"{checks - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
