#include "training/code.h"

#include "schemes/table.h"
#include "schemes/setting_table.h"

#include <QFile>

namespace pe {

QString trainingCommandLine(const TrainingSettings &s)
{
    QStringList arguments{QStringLiteral("pe-explorer"), QStringLiteral("--train"), taskName(s.task)};
    if (s.task == TrainingTask::WhoDidIt && s.language != TaskLanguage::English)
        arguments << QStringLiteral("--task-language") << languageName(s.language);
    arguments << QStringLiteral("--scheme") << positionName(s.position);
    if (s.causal)
        arguments << QStringLiteral("--causal");
    // The settings the scheme reads; RoPE's where they are not the defaults.
    const int uses = s.position ? schemeInfo(*s.position).settings : 0;
    const SchemeSettings &own = s.schemeSettings;
    for (const NumberSetting &setting : numberSettings()) {
        if (!setting.training || !(uses & setting.readBy) || (setting.yesNo && setting.get(own) == 0))
            continue;
        arguments << QStringLiteral("--") + optionName(setting);
        if (!setting.yesNo)
            arguments << QString::number(setting.get(own));
    }
    if ((uses & UsesRopeScale) && own.ropeScale.scaling != RopeScaling::None) {
        const RopeScale defaults;
        arguments << QStringLiteral("--rope-scaling") << ropeScalingName(own.ropeScale.scaling);
        const std::tuple<RopeScaling, const char *, double, double> numbers[] = {
            {RopeScaling::Llama3, "--rope-low-freq-factor", own.ropeScale.lowFreqFactor, defaults.lowFreqFactor},
            {RopeScaling::Llama3, "--rope-high-freq-factor", own.ropeScale.highFreqFactor, defaults.highFreqFactor},
            {RopeScaling::Yarn, "--yarn-beta-fast", own.ropeScale.betaFast, defaults.betaFast},
            {RopeScaling::Yarn, "--yarn-beta-slow", own.ropeScale.betaSlow, defaults.betaSlow}};
        for (const auto &[scaling, option, value, fallback] : numbers)
            if (own.ropeScale.scaling == scaling && value != fallback)
                arguments << QString::fromLatin1(option) << QString::number(value, 'g', 17);
    }
    if ((uses & UsesLayout) && s.layout != Layout::Interleaved)
        arguments << QStringLiteral("--layout") << layoutName(s.layout);
    if ((uses & UsesRopeLayout) && own.ropeLayout != Layout::Interleaved)
        arguments << QStringLiteral("--rope-layout") << ropeLayoutName(own.ropeLayout);
    if (s.score != Score::Scaled)
        arguments << QStringLiteral("--score") << scoreName(s.score);
    arguments << QStringLiteral("--layers") << QString::number(s.layers) << QStringLiteral("--heads") << QString::number(s.heads)
              << QStringLiteral("--d-model") << QString::number(s.dModel) << QStringLiteral("--batch") << QString::number(s.batch)
              << QStringLiteral("--lr") << QString::number(s.learningRate) << QStringLiteral("--seed") << QString::number(s.seed)
              << QStringLiteral("--train-length") << QString::number(s.trainLength) << QStringLiteral("--steps")
              << QString::number(s.steps) << QStringLiteral("--export-training") << QStringLiteral("run");
    return arguments.join(QLatin1Char(' '));
}

QString trainingCode(const TrainingSettings &settings)
{
    QFile script(QStringLiteral(":/code/train_pytorch.py"));
    script.open(QIODevice::ReadOnly);  // compiled into the program: it is always there
    return QStringLiteral("# %1, %2, %3 layer(s), %4 head(s), d_model %5.\n"
                          "# Make the run folder with the app (Save Script and Data does it too):\n"
                          "#   %6\n"
                          "# then train the same model again with PyTorch and compare:\n"
                          "#   python3 code_pytorch.py run --check\n")
               .arg(taskName(settings.task), positionName(settings.position),
                    QString::number(settings.layers), QString::number(settings.heads), QString::number(settings.dModel),
                    trainingCommandLine(settings))
           + QString::fromUtf8(script.readAll());
}

} // namespace pe
