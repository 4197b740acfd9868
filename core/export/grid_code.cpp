#include "export/grid_code.h"

#include "math/types.h"

#include <QStringList>
#include <utility>

namespace pe {

namespace {

// Enough digits that Python reads back the very same double, and a float even when whole.
QString pythonFloat(double value)
{
    const QString text = QString::number(value, 'g', 17);
    return text.contains(QLatin1Char('.')) || text.contains(QLatin1Char('e')) ? text : text + QStringLiteral(".0");
}

// The scripts below are written in NumPy. PyTorch spells these few things its own way and the rest
// the same under its own name (torch.arange, torch.einsum, torch.linalg.norm, torch.broadcast_to …);
// the scripts' comments avoid the spellings, so that they read the same in both.
QString inLanguage(QString numpy, CodeLanguage language)
{
    if (language == CodeLanguage::NumPy)
        return numpy;
    static const std::pair<const char *, const char *> spellings[] = {
        {"np.concatenate(", "torch.cat("},
        {"axis=", "dim="},
        {".astype(", ".to("},
        {"np.", "torch."},
    };
    for (const auto &[from, to] : spellings)
        numpy.replace(QLatin1String(from), QLatin1String(to));
    return numpy;
}

// MAE's util/pos_embed.py for an H x W grid; leaves pos_embed.
QString sinCos2dBody(int)
{
    return QStringLiteral(R"(
# MAE's get_1d_sincos_pos_embed_from_grid: the sines of pos * omega, then their cosines
def get_1d_sincos_pos_embed_from_grid(embed_dim, pos):
    omega = np.arange(embed_dim // 2, dtype=np.float64)  # MAE: float32; the app computes in float64
    omega /= embed_dim / 2.0
    omega = 1.0 / base**omega  # (embed_dim/2,); MAE writes 10000 for the base
    pos = pos.reshape(-1)  # (M,)
    out = np.einsum("m,d->md", pos, omega)  # (M, embed_dim/2), outer product
    emb_sin = np.sin(out)
    emb_cos = np.cos(out)
    return np.concatenate([emb_sin, emb_cos], axis=1)  # (M, embed_dim)

# get_2d_sincos_pos_embed_from_grid: half of the dimensions for grid[0], half for grid[1]
def get_2d_sincos_pos_embed_from_grid(embed_dim, grid):
    emb_h = get_1d_sincos_pos_embed_from_grid(embed_dim // 2, grid[0])  # (H*W, D/2)
    emb_w = get_1d_sincos_pos_embed_from_grid(embed_dim // 2, grid[1])  # (H*W, D/2)
    return np.concatenate([emb_h, emb_w], axis=1)  # (H*W, D)

# get_2d_sincos_pos_embed, for H x W patches (MAE's takes one grid_size: a square)
grid_h = np.arange(H, dtype=np.float64)
grid_w = np.arange(W, dtype=np.float64)
# "here w goes first", as MAE's meshgrid(grid_w, grid_h): grid[0] holds each patch's COLUMN, so the
# first half, which MAE names emb_h, encodes the column, and the second half (emb_w) the row
grid = np.meshgrid(grid_w, grid_h, indexing="xy")
grid = np.stack(grid, axis=0)
grid = grid.reshape([2, 1, H, W])
pos_embed = get_2d_sincos_pos_embed_from_grid(D, grid)  # (N, D)
)");
}

// rope-vit's models/vit_rope.py; leaves angles.
QString ropeVitBody(int)
{
    return QStringLiteral(R"(
# rope-vit's init_t_xy: patch t of the row-major grid is at column t % end_x, row t // end_x
def init_t_xy(end_x, end_y):
    t = np.arange(end_x * end_y, dtype=np.float64)  # rope-vit: float32; the app computes in float64
    t_x = t % end_x  # the column
    t_y = t // end_x  # the row (rope-vit: torch.div(t, end_x, rounding_mode="floor"))
    return t_x, t_y

# compute_axial_cis up to its last step: the same dim/4 frequencies for each axis
def compute_axial_angles(dim, end_x, end_y, theta):
    freqs_x = 1.0 / (theta ** (np.arange(0, dim, 4)[: (dim // 4)] / dim))
    freqs_y = 1.0 / (theta ** (np.arange(0, dim, 4)[: (dim // 4)] / dim))
    t_x, t_y = init_t_xy(end_x, end_y)
    freqs_x = np.outer(t_x, freqs_x)  # (N, dim/4): pair k of patch t turns by t_x * freqs_x[k]
    freqs_y = np.outer(t_y, freqs_y)
    # rope-vit goes on to torch.polar(ones, freqs), the unit complex numbers e^(i*angle); we keep
    # the angles. The column's pairs come first, then the row's.
    return np.concatenate([freqs_x, freqs_y], axis=-1)  # (N, dim/2)

angles = compute_axial_angles(D, end_x=W, end_y=H, theta=base)  # end_x is the number of columns
)");
}

// FLUX's rope(), prepare() and EmbedND; leaves angles.
QString fluxBody(int dModel)
{
    const AxialSplit split = AxialSplit::flux(dModel);
    return QStringLiteral(R"(
axes_dim = [%1, %2, %3]  # time, row, column; FLUX.1 has [16, 56, 56] for a head of 128

# FLUX's rope() (src/flux/math.py) up to the angles, of which it makes 2 x 2 rotations [cos, -sin, sin, cos]
def rope(pos, dim, theta):
    scale = np.arange(0, dim, 2, dtype=np.float64) / dim
    omega = 1.0 / (theta**scale)
    return np.einsum("n,d->nd", pos, omega)  # (N, dim/2)

# prepare() (src/flux/sampling.py): the ids (time, row, column) of the H x W patches of one image, at time 0
img_ids = np.zeros((H, W, 3))
img_ids[..., 1] = img_ids[..., 1] + np.arange(H)[:, None]
img_ids[..., 2] = img_ids[..., 2] + np.arange(W)[None, :]
ids = img_ids.reshape(H * W, 3)  # row-major, as its rearrange "h w c -> (h w) c"

# EmbedND (src/flux/modules/layers.py): each axis turns its own slice of the pairs, one after another
angles = np.concatenate([rope(ids[:, i], axes_dim[i], base) for i in range(3)], axis=-1)  # (N, D/2)
)")
        .arg(2 * split.timePairs).arg(2 * split.firstPairs).arg(2 * split.secondPairs);
}

// What the script of each grid scheme (gridSchemes()) writes; the rest follows the scheme's measure.
struct GridCodeEntry
{
    const char *scheme;
    QString (*body)(int dModel);
};

const GridCodeEntry kGridCode[] = {
    {"sincos-2d", sinCos2dBody},
    {"rope-2d", ropeVitBody},
    {"rope-2d-flux", fluxBody},
};

const char kCosineSimilarity[] = R"(
# How alike two patches' vectors are: their cosine similarity
norms = np.linalg.norm(pos_embed, axis=1)
similarity = (pos_embed @ pos_embed.T) / np.outer(norms, norms)  # (N, N)
)";

const char kRopeScore[] = R"(
# The score of the same query and key x at every two patches: x with every component 1/sqrt(D), so
# that a patch's score with itself is 1, turned pair by pair (2k, 2k+1) by each patch's angles
x = np.full((D,), 1 / math.sqrt(D))
cos, sin = np.cos(angles), np.sin(angles)
q = np.zeros((N, D))  # row n: x turned by patch n's angles (the key is the same vector)
q[:, 0::2] = cos * x[0::2] - sin * x[1::2]
q[:, 1::2] = sin * x[0::2] + cos * x[1::2]
similarity = q @ q.T  # (N, N): it depends on the two patches' offset only
)";

const char kPrintPatch[] = R"(
print(f"Patch {chosen_patch} (row {chosen_patch // W}, column {chosen_patch % W}) against every patch:")
print(np.round(similarity[chosen_patch].reshape(H, W), decimals=3))
)";

} // namespace

QString gridEncodingCode(const GridScheme &scheme, const GridSize &grid, int dModel, double base, int chosenPatch,
                         CodeLanguage language)
{
    if (const QString error = scheme.error(grid, dModel, base); !error.isEmpty())
        throw InvalidParameter(error);
    if (chosenPatch < 0 || chosenPatch >= grid.patches())
        throw InvalidParameter(QStringLiteral("gridEncodingCode: patch %1 is not on a grid of %2 patches.")
                                   .arg(chosenPatch).arg(grid.patches()));
    const GridCodeEntry *entry = nullptr;
    for (const GridCodeEntry &candidate : kGridCode)
        if (qstrcmp(candidate.scheme, scheme.name) == 0)
            entry = &candidate;
    if (!entry)
        throw InvalidParameter(QStringLiteral("gridEncodingCode: no script for the grid scheme %1.")
                                   .arg(QLatin1String(scheme.name)));
    const bool cosine = scheme.measure == GridScheme::Measure::CosineSimilarity;
    const QString parameters = QStringLiteral(
        "# %1, after %2: every patch's %3, and how alike every two patches are.\n%4\n"
        "H, W = %5, %6  # rows and columns of patches; patch n is (row, column) = (n // W, n % W)\n"
        "N = H * W\nD = %7  # %8\nbase = %9\n")
        .arg(QLatin1String(scheme.title), QLatin1String(scheme.source),
             cosine ? QStringLiteral("vector") : QStringLiteral("rotation angles"), CodeDialect::of(language).header)
        .arg(grid.rows).arg(grid.columns).arg(dModel)
        .arg(cosine ? QStringLiteral("d_model") : QStringLiteral("the width of a head"), pythonFloat(base))
        + QStringLiteral("chosen_patch = %1\n").arg(chosenPatch);
    const QString body = entry->body(dModel) + QLatin1String(cosine ? kCosineSimilarity : kRopeScore) + QLatin1String(kPrintPatch);
    return parameters + inLanguage(body, language);
}

namespace {

// A video's temporal ids: Qwen2-VL's frame index, or Qwen2.5-VL's time in seconds.
QString timeIndexCode(const MultimodalRope &rope)
{
    if (!rope.secondsOnTime)
        return QStringLiteral(
            "    t_index = np.broadcast_to(np.arange(llm_grid_t).reshape(-1, 1), (llm_grid_t, llm_grid_h * llm_grid_w)).flatten()\n");
    return QStringLiteral(
        "    # Qwen2.5-VL: the frame's time in seconds times tokens_per_second, toward 0 as .long() rounds;\n"
        "    # an image's second_per_grid_t is 0. (Some versions of modeling_qwen2_5_vl.py first make\n"
        "    # second_per_grid_t a tensor of range_tensor's integer dtype, which turns 0.5 into 0; the app keeps it.)\n"
        "    second_per_grid_t = second_per_grid_ts if kind == \"video\" else 0\n"
        "    range_tensor = np.arange(llm_grid_t).reshape(-1, 1)\n"
        "    expanded_range = np.broadcast_to(range_tensor, (llm_grid_t, llm_grid_h * llm_grid_w))\n"
        "    time_tensor = expanded_range * second_per_grid_t * tokens_per_second\n"
        "    t_index = time_tensor.astype(np.int64).flatten()\n");
}

// The strip as a Python list of tuples.
QString spansList(const QList<TokenSpan> &spans)
{
    QStringList items;
    for (const TokenSpan &span : spans)
        items.append(span.kind == TokenSpan::Kind::Text
                         ? QStringLiteral("(\"text\", %1)").arg(span.count)
                         : QStringLiteral("(\"%1\", (%2, %3, %4))")
                               .arg(tokenKindName(span.kind)).arg(span.frames).arg(span.height).arg(span.width));
    return QStringLiteral("[\n    ") + items.join(QStringLiteral(",\n    ")) + QStringLiteral(",\n]");
}

const char kIdsLoop[] = R"(
llm_pos_ids_list = []
for kind, size in spans:
    # Each run starts one past the largest id so far (st_idx). The reference takes the text before a
    # picture and the picture in one step, the picture at st_idx + text_len: the same ids.
    st_idx = llm_pos_ids_list[-1].max() + 1 if len(llm_pos_ids_list) > 0 else 0
    if kind == "text":
        text_len = size  # a text token's three ids are all its index
        llm_pos_ids_list.append(np.broadcast_to(np.arange(text_len).reshape(1, -1), (3, text_len)) + st_idx)
        continue
    t, h, w = size
    # one token for each spatial_merge_size x spatial_merge_size patches
    llm_grid_t, llm_grid_h, llm_grid_w = t, h // spatial_merge_size, w // spatial_merge_size
    # the frame, row and column of each token, frame by frame, row by row (the reference writes
    # .view(...).expand(...).flatten(); broadcast_to is the same expand)
%1    h_index = np.broadcast_to(np.arange(llm_grid_h).reshape(1, -1, 1), (llm_grid_t, llm_grid_h, llm_grid_w)).flatten()
    w_index = np.broadcast_to(np.arange(llm_grid_w).reshape(1, 1, -1), (llm_grid_t, llm_grid_h, llm_grid_w)).flatten()
    llm_pos_ids_list.append(np.stack([t_index, h_index, w_index]) + st_idx)

position_ids = np.concatenate(llm_pos_ids_list, axis=1)  # (3, tokens): temporal, height, width
print(position_ids)
)";

} // namespace

QString multimodalIdsCode(const QList<TokenSpan> &spans, const MultimodalRope &rope, CodeLanguage language)
{
    if (const QString error = multimodalRopeError(spans, rope); !error.isEmpty())
        throw InvalidParameter(error);
    QString code = QStringLiteral(
        "# The M-RoPE position ids of one sequence, as Hugging Face's Qwen2VLModel.get_rope_index computes them\n"
        "# (transformers models/qwen2_vl/modeling_qwen2_vl.py%1).\n%2\n"
        "spatial_merge_size = %3  # vision_config.spatial_merge_size\n")
        .arg(rope.secondsOnTime ? QStringLiteral("; a video's time in seconds as Qwen2.5-VL's, modeling_qwen2_5_vl.py")
                                : QString(),
             CodeDialect::of(language).header)
        .arg(rope.spatialMerge);
    if (rope.secondsOnTime)
        code += QStringLiteral("second_per_grid_ts = %1  # seconds per temporal patch of a video\n"
                               "tokens_per_second = %2  # vision_config.tokens_per_second\n")
                    .arg(pythonFloat(rope.secondsPerFrame), pythonFloat(rope.tokensPerSecond));
    code += QStringLiteral(
        "\n# The sequence, run by run: (\"text\", tokens), or (\"image\" or \"video\", (t, h, w)) in patches before the\n"
        "# merge. The real function finds the same in input_ids (the image or video token after each\n"
        "# <|vision_start|>) and in image_grid_thw / video_grid_thw.\n"
        "spans = %1\n").arg(spansList(spans));
    return code + inLanguage(QString::fromLatin1(kIdsLoop).arg(timeIndexCode(rope)), language);
}

} // namespace pe
