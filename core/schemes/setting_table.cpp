#include "schemes/setting_table.h"

#include "schemes/table.h"

#include <QCoreApplication>

namespace pe {

namespace {

const NumberSetting kSettings[] = {
    {.key = "max_len", .readBy = UsesMaxLen, .minimum = 1, .maximum = kMaxPositions,
     .get = [](const SchemeSettings &s) { return s.maxLen; }, .set = [](SchemeSettings &s, int value) { s.maxLen = value; },
     .training = false, .onlyWithScheme = false, .valueName = "M",
     .help = QT_TRANSLATE_NOOP("CommandLine", "rows of the learned table, %1 to %2 (default %3)"),
     .label = QT_TRANSLATE_NOOP("NumberSetting", "max_len (rows of the learned table)"),
     .tip = QT_TRANSLATE_NOOP("NumberSetting", "A learned table has a row for each position up to max_len, and nothing after."),
     .sliderMaximum = 8192},
    {.key = "t5_buckets", .readBy = UsesBuckets, .minimum = kMinT5Buckets, .maximum = kMaxT5Buckets,
     .get = [](const SchemeSettings &s) { return s.t5.buckets; }, .set = [](SchemeSettings &s, int value) { s.t5.buckets = value; },
     .valueName = "B",
     .help = QT_TRANSLATE_NOOP("CommandLine", "T5's buckets, %1 to %2 (default %3); --causal gives\n"
                                              "the one-directional buckets of its decoder"),
     .label = QT_TRANSLATE_NOOP("NumberSetting", "buckets (T5)"),
     .tip = QT_TRANSLATE_NOOP("NumberSetting", "How many numbers each head learns for distances: T5 uses 32."),
     .sliderMaximum = 128},
    {.key = "t5_max_distance", .readBy = UsesBuckets, .minimum = 2, .maximum = kMaxPositions,
     .get = [](const SchemeSettings &s) { return s.t5.maxDistance; }, .set = [](SchemeSettings &s, int value) { s.t5.maxDistance = value; },
     .valueName = "M",
     .help = QT_TRANSLATE_NOOP("CommandLine", "the distance from which T5's distances share\n"
                                              "the last bucket, %1 to %2 (default %3)"),
     .label = QT_TRANSLATE_NOOP("NumberSetting", "max distance (T5)"),
     .tip = QT_TRANSLATE_NOOP("NumberSetting", "From this distance on, all distances share the last bucket: T5 uses 128."),
     .sliderMaximum = 4096, .lowest = [](const SchemeSettings &s) { return t5ExactDistances(s.t5) + 1; }},
    {.key = "shaw_clip", .readBy = UsesShawClip, .minimum = 1, .maximum = kMaxShawClip,
     .get = [](const SchemeSettings &s) { return s.shawClip; }, .set = [](SchemeSettings &s, int value) { s.shawClip = value; },
     .valueName = "K",
     .help = QT_TRANSLATE_NOOP("CommandLine", "Shaw's clipping distance: relations from -K to K,\n"
                                              "K from %1 to %2 (default %3)"),
     .label = QT_TRANSLATE_NOOP("NumberSetting", "clipping distance k (Shaw)"),
     .tip = QT_TRANSLATE_NOOP("NumberSetting", "Keys up to k positions before or after the query each get their own vector; further ones share "
                                               "the outermost one on their side."),
     .sliderMaximum = 64},
    {.key = "shaw_values", .readBy = UsesShawClip, .minimum = 0, .maximum = 1,
     .get = [](const SchemeSettings &s) { return int(s.shawValues); }, .set = [](SchemeSettings &s, int value) { s.shawValues = value != 0; },
     .yesNo = true, .explorer = false,
     .help = QT_TRANSLATE_NOOP("CommandLine", "with --scheme shaw: relative values as well as keys, each\n"
                                              "output adds the vectors of its relations"),
     .label = QT_TRANSLATE_NOOP("NumberSetting", "Shaw: relative values too"),
     .tip = QT_TRANSLATE_NOOP("NumberSetting", "Besides a vector per relation added to the keys, another added to the values: each word's output "
                                               "then also carries how far away the words it looks at are (Shaw et al., 2018).")},
};

} // namespace

std::span<const NumberSetting> numberSettings()
{
    return kSettings;
}

QString optionName(const NumberSetting &setting)
{
    return QString::fromLatin1(setting.key).replace(QLatin1Char('_'), QLatin1Char('-'));
}

int defaultValue(const NumberSetting &setting)
{
    return setting.get(SchemeSettings());
}

QJsonValue jsonValue(const NumberSetting &setting, const SchemeSettings &settings)
{
    return setting.yesNo ? QJsonValue(setting.get(settings) != 0) : QJsonValue(setting.get(settings));
}

QStringList schemesReading(const NumberSetting &setting)
{
    QStringList names;
    for (Scheme scheme : allSchemes())
        if (schemeInfo(scheme).settings & setting.readBy)
            names.append(schemeName(scheme));
    return names;
}

QString settingHelp(const NumberSetting &setting)
{
    const QString help = QCoreApplication::translate("CommandLine", setting.help);
    return setting.yesNo ? help : help.arg(setting.minimum).arg(setting.maximum).arg(defaultValue(setting));
}

QString settingLabel(const NumberSetting &setting)
{
    return QCoreApplication::translate("NumberSetting", setting.label);
}

QString settingTip(const NumberSetting &setting)
{
    return QCoreApplication::translate("NumberSetting", setting.tip);
}

QString numberSettingsError(const SchemeSettings &settings, int readBy)
{
    for (const NumberSetting &setting : numberSettings()) {
        const int value = setting.get(settings);
        if ((readBy & setting.readBy) && (value < setting.minimum || value > setting.maximum))
            return QCoreApplication::translate("pe::Parameters", "%1 must be from %2 to %3, got %4.")
                .arg(settingLabel(setting)).arg(setting.minimum).arg(setting.maximum).arg(value);
    }
    return {};
}

int lowestValue(const NumberSetting &setting, const SchemeSettings &settings)
{
    return setting.lowest ? setting.lowest(settings) : setting.minimum;
}

} // namespace pe
