#include "schemes/code_dialect.h"

namespace pe {

CodeDialect CodeDialect::of(CodeLanguage language)
{
    if (language == CodeLanguage::NumPy)
        return {QStringLiteral("np"),
                QStringLiteral("import math\nimport numpy as np\n"),
                QStringLiteral("np.load(\"%1\")"),
                QStringLiteral("np.arange(%1, dtype=np.float64)"),
                QStringLiteral("np.zeros((%1))"),
                QStringLiteral("np.concatenate([%1], axis=1)"),
                QStringLiteral("np.full((%1), %2)"),
                QStringLiteral("np.triu(np.ones((%1, %1), dtype=bool), 1)")};
    return {QStringLiteral("torch"),
            QStringLiteral("import math\nimport numpy as np\nimport torch\n\n"
                           "torch.set_default_dtype(torch.float64)  # the app computes in double precision\n"),
            QStringLiteral("torch.from_numpy(np.load(\"%1\"))"),
            QStringLiteral("torch.arange(%1, dtype=torch.float64)"),
            QStringLiteral("torch.zeros((%1))"),
            QStringLiteral("torch.cat([%1], dim=1)"),
            QStringLiteral("torch.full((%1), %2)"),
            QStringLiteral("torch.ones((%1, %1), dtype=torch.bool).triu(1)")};
}

QString alibiSlopeCode(const CodeDialect &d, const QString &h)
{
    // The authors' get_slopes() without its recursion: the slopes of the largest power of two up
    // to heads, then every other slope of the next power of two.
    return QStringLiteral("power = 1 << (heads.bit_length() - 1)  # ALiBi's slopes as its authors' get_slopes() makes them\n"
                          "slopes = [2.0 ** (-8.0 * (i + 1) / power) for i in range(power)]\n"
                          "slopes += [2.0 ** (-8.0 * (i + 1) / (2 * power)) for i in range(0, 2 * power, 2)][:heads - power]\n"
                          "slope = slopes[%1 - 1]\n"
                          "pos = %2\n")
        .arg(h, d.arange.arg(QStringLiteral("positions")));
}

} // namespace pe
