// T5's relative bias (Raffel et al., 2020): one learned number per head and distance bucket,
// added to the attention scores; nothing added to the words.

#include "schemes/code_dialect.h"
#include "schemes/table.h"

namespace pe {

int t5LastBucketStart(const T5Buckets &t5)
{
    // The bucket grows with the distance: the first distance in the last bucket, by bisection.
    const int last = t5Bucket(-t5.maxDistance, t5);
    int low = 0, high = t5.maxDistance;
    while (low < high) {
        const int middle = low + (high - low) / 2;
        if (t5Bucket(-middle, t5) == last)
            high = middle;
        else
            low = middle + 1;
    }
    return low;
}

QString validationError(const T5Buckets &t5)
{
    if (t5.buckets < kMinT5Buckets || t5.buckets > kMaxT5Buckets)
        return QCoreApplication::translate("pe::Parameters", "buckets must be a whole number from %1 to %2 for T5 (got %3).")
            .arg(kMinT5Buckets).arg(kMaxT5Buckets).arg(t5.buckets);
    if (t5.maxDistance <= t5ExactDistances(t5) || t5.maxDistance > kMaxPositions)
        return QCoreApplication::translate("pe::Parameters", "max distance must be a whole number from %1 to %2 for T5 with %3 %4 buckets: "
                                                             "more than the %5 distances its buckets count one by one (got %6).")
            .arg(t5ExactDistances(t5) + 1).arg(kMaxPositions).arg(t5.buckets)
            .arg(t5.causal ? QCoreApplication::translate("pe::Parameters", "causal") : QCoreApplication::translate("pe::Parameters", "bidirectional"))
            .arg(t5ExactDistances(t5)).arg(t5.maxDistance);
    return {};
}

namespace {

void checkT5(const T5Buckets &t5)
{
    if (const QString error = validationError(t5); !error.isEmpty())
        throw InvalidParameter(error);
}

// The buckets of every offset r = j − i from −(n − 1) to n − 1, at index r + n − 1: a bucket
// depends on the offset alone, so a map needs 2n − 1 of them, not n².
std::vector<int> bucketsByOffset(int n, const T5Buckets &t5)
{
    std::vector<int> buckets(std::max(2 * n - 1, 0));
    for (int r = 1 - n; r < n; ++r)
        buckets[r + n - 1] = t5Bucket(r, t5);
    return buckets;
}

// How the selected pair's bucket came about: counted exactly, on the logarithmic scale, or past max_distance.
QString bucketReason(int relative, const T5Buckets &t5)
{
    const int distance = t5.causal ? std::max(-relative, 0) : std::abs(relative);
    if (t5.causal && relative > 0)
        return Schemes::tr("a later key: causal buckets put it with the query itself");
    if (distance < t5ExactDistances(t5))
        return Schemes::tr("distance %1 has a bucket of its own").arg(distance);
    const int lastStart = t5LastBucketStart(t5);
    if (distance < lastStart)
        return Schemes::tr("distance %1 shares a logarithmic bucket").arg(distance);
    return Schemes::tr("distance %1 is in the last bucket, which every distance from %2 on shares (max distance %3)")
        .arg(distance).arg(lastStart).arg(t5.maxDistance);
}

// Python lines that set `pe` to t5BucketMap(), given positions, num_buckets, max_distance and bidirectional.
QString bucketCode(const SchemeParams &, const CodeDialect &d)
{
    const bool numpy = d.lib == QLatin1String("np");
    return QStringLiteral("pos = %1\n"
                          "rel = pos[None, :] - pos[:, None]  # j - i: the key's position minus the query's\n"
                          "n = num_buckets\n"
                          "if bidirectional:  # half the buckets for keys after the query\n"
                          "    n //= 2\n"
                          "    pe = (rel > 0) * n\n"
                          "    rel = abs(rel)\n"
                          "else:  # every later key shares bucket 0 with the query itself\n"
                          "    pe = 0 * rel\n"
                          "    rel = %2\n"
                          "exact = n // 2  # distances below this have a bucket each\n"
                          "# The logarithmic buckets in float32, as in T5's code (the logarithm rounded once).\n"
                          "%3"
                          "pe = pe + %4.where(rel < exact, rel, %4.minimum(large, %5))\n")
        .arg(d.arange.arg(QStringLiteral("positions")),
             numpy ? QStringLiteral("np.maximum(-rel, 0)") : QStringLiteral("torch.clamp(-rel, min=0)"),
             numpy ? QStringLiteral("ratio = np.maximum(rel, exact).astype(np.float32) / np.float32(exact)\n"
                                    "log_ratio = np.log(ratio.astype(np.float64)).astype(np.float32)\n"
                                    "large = exact + (log_ratio / np.float32(np.log(max_distance / exact)) * np.float32(n - exact)).astype(np.int64)\n")
                   : QStringLiteral("ratio = torch.clamp(rel, min=exact).float() / exact\n"
                                    "log_ratio = torch.log(ratio.double()).float()\n"
                                    "scale = torch.tensor(np.log(max_distance / exact), dtype=torch.float32)\n"
                                    "large = exact + (log_ratio / scale * (n - exact)).long()\n"),
             d.lib, numpy ? QStringLiteral("n - 1") : QStringLiteral("torch.tensor(n - 1)"));
}

} // namespace

int t5ExactDistances(const T5Buckets &t5)
{
    return (t5.causal ? t5.buckets : t5.buckets / 2) / 2;
}

T5Buckets t5WithRoomForExact(T5Buckets t5)
{
    t5.maxDistance = std::max(t5.maxDistance, t5ExactDistances(t5) + 1);
    return t5;
}

int t5Bucket(int relative, const T5Buckets &t5)
{
    checkT5(t5);
    int perDirection = t5.buckets;
    int bucket = 0;
    qint64 distance = std::max(-qint64(relative), qint64(0));  // 64 bits: −INT_MIN does not fit an int
    if (!t5.causal) {
        perDirection /= 2;
        bucket = relative > 0 ? perDirection : 0;
        distance = std::abs(qint64(relative));
    }
    const int exact = perDirection / 2;
    if (distance < exact)
        return bucket + int(distance);
    // float32 as in the reference; each step rounded once (the logarithm in double precision, then to float).
    const float ratio = float(distance) / float(exact);
    const float logRatio = float(std::log(double(ratio)));
    const float scale = float(std::log(double(t5.maxDistance) / exact));
    const float steps = logRatio / scale * float(perDirection - exact);
    return bucket + std::min(perDirection - 1, exact + int(steps));
}

Vector t5BucketsByOffset(int positions, const T5Buckets &t5)
{
    if (positions < 0 || positions > kMaxPairMatrixPositions)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "positions must be from 0 to %1 for the T5 bucket map, which is positions × positions (got %2).")
                                   .arg(kMaxPairMatrixPositions).arg(positions));
    const std::vector<int> buckets = bucketsByOffset(positions, t5);
    Vector byOffset(buckets.size());
    std::copy(buckets.begin(), buckets.end(), byOffset.data());
    return byOffset;
}

Matrix t5BucketMap(int positions, const T5Buckets &t5)
{
    return entriesByOffset(t5BucketsByOffset(positions, t5), {0, 1, positions}, {0, 1, positions});
}

Matrix t5BucketValues(int heads, int buckets, quint64 seed)
{
    return randomNormalMatrix(heads, buckets, 1.0, seed ^ fnv1a64("t5"));
}

Matrix t5Bias(int n, const T5Buckets &t5, const Matrix &values, int head)
{
    checkT5(t5);
    if (values.cols() != t5.buckets || head < 0 || head >= values.rows())
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "T5's values must have one column per bucket (%1) and a row for head %2 (got %3 × %4).")
                                   .arg(t5.buckets).arg(head).arg(values.rows()).arg(values.cols()));
    const std::vector<int> buckets = bucketsByOffset(n, t5);
    Vector byOffset(buckets.size());
    for (std::size_t k = 0; k < buckets.size(); ++k)
        byOffset[Eigen::Index(k)] = values(head, buckets[k]);
    return entriesByOffset(byOffset, {0, 1, n}, {0, 1, n});
}

extern constinit const SchemeInfo kT5Scheme{
    .scheme = Scheme::T5,
    .name = "t5",
    .title = QT_TRANSLATE_NOOP("pe::Schemes", "T5: a learned bias per distance bucket"),
    .explanation = QT_TRANSLATE_NOOP("pe::Schemes",
        "No position vector: each attention score gets a number that depends on how far the key is from the query, "
        "and on which side. Near distances each have their own bucket, far ones share logarithmic buckets, "
        "and the farthest share the last one, which begins before the maximum distance and holds every distance past it. "
        "The model learns one number per bucket and head."),
    .shortTitle = QT_TRANSLATE_NOOP("pe::Schemes", "T5 bias"),
    .trainingNote = QT_TRANSLATE_NOOP("pe::Schemes",
        "A learned number per distance bucket and head is added to the scores, in every layer. Keys before and after a word "
        "have buckets of their own, so unlike ALiBi it tells left from right even without the causal mask."),
    .kind = SchemeKind::BiasesScores,
    .trained = TrainedPart::BucketValues,
    .modelDescription = [](const SchemeSettings &settings) {
        return QStringLiteral("t5: head h adds relative_bias[h, bucket(j - i)] to its scores in every block, with %1 %2 buckets "
                              "and max distance %3 (T5's bucket function); nothing is added")
            .arg(settings.t5.buckets).arg(settings.t5.causal ? QStringLiteral("causal") : QStringLiteral("bidirectional"))
            .arg(settings.t5.maxDistance);
    },
    .settings = UsesBuckets,
    .maxPositions = kMaxPairMatrixPositions,
    .columns = [](const SchemeParams &params) { return params.encoding.positions; },
    .matrix = [](const SchemeParams &params) { return t5BucketMap(params.encoding.positions, params.schemeSettings.t5); },
    .byOffset = [](const SchemeParams &params) { return t5BucketsByOffset(params.encoding.positions, params.schemeSettings.t5); },
    .valueRange = [](int, const std::function<double()> &largest) { return ValueRange{false, 0.0, std::max(largest(), 1.0)}; },
    .heatmapTitle = QT_TRANSLATE_NOOP("pe::Schemes", "The buckets: one row per query position"),
    .curvesTitle = QT_TRANSLATE_NOOP("pe::Schemes", "One key's bucket over all query positions"),
    .valueLabel = QT_TRANSLATE_NOOP("pe::Schemes", "bucket"),
    .rowLabel = QT_TRANSLATE_NOOP("pe::Schemes", "query position"),
    .columnLabel = QT_TRANSLATE_NOOP("pe::Schemes", "key position"),
    .whyNoVectors = QT_TRANSLATE_NOOP("pe::Schemes",
        "T5 adds nothing to the word vectors, so there is no position vector to draw or compare here. "
        "The heatmap shows which bucket each pair of positions falls in; each head adds its own number for a bucket "
        "to the attention score. Try it in the Attention Lab."),
    .curveName = [](const SchemeParams &, int column) { return Schemes::tr("key %1: bucket").arg(column); },
    .curveCaption = [](const SchemeParams &params, int column) {
        return Schemes::tr("The bucket of key %1 for every query: its own bucket for near queries, then wider and wider "
                           "buckets, the last one from distance %2 on (max distance %3).")
            .arg(column).arg(t5LastBucketStart(params.schemeSettings.t5)).arg(params.schemeSettings.t5.maxDistance);
    },
    .formula = [](const SchemeParams &params, int position, int column, double value) {
        const double bias = t5BucketValues(1, params.schemeSettings.t5.buckets, params.seed)(0, int(value));
        return Schemes::tr("bucket(j − i = %1) = %2: %3\nthe first head adds %4 (untrained: random, seed %5)")
            .arg(column - position).arg(value).arg(bucketReason(column - position, params.schemeSettings.t5)).arg(QString::number(bias, 'f', 5)).arg(params.seed);
    },
    .offsetCheck = [](const SchemeParams &params, int, int) {
        return Schemes::tr("The bucket depends only on the offset j − i, so every diagonal has one colour. %1")
            .arg(params.schemeSettings.t5.causal ? Schemes::tr("Causal buckets see only earlier keys: every later key shares bucket 0.")
                                  : Schemes::tr("Keys before and after the query have different buckets, so unlike ALiBi "
                                                "a sentence read backwards gets other biases."));
    },
    .code = bucketCode,
    .scoreBias = [](const SchemeParams &params, int n, int head) {
        return t5Bias(n, params.schemeSettings.t5, t5BucketValues(params.heads, params.schemeSettings.t5.buckets, params.seed), head);
    },
    .biasCode = [](const CodeDialect &d) {
        return QStringLiteral("# T5: head h's number for the bucket of each (query, key) pair\n")
               + bucketCode(SchemeParams(), d)
               + QStringLiteral("bias = t5_values[h][%1]\n")
                     .arg(d.lib == QLatin1String("np") ? QStringLiteral("pe.astype(np.int64)") : QStringLiteral("pe.long()"));
    },
};

} // namespace pe
