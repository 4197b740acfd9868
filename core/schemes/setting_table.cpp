#include "schemes/setting_table.h"

#include "schemes/table.h"

#include <QCoreApplication>

namespace pe {

namespace {

const NumberSetting kSettings[] = {
    {"max_len", UsesMaxLen, 1, kMaxPositions, [](const SchemeSettings &s) { return s.maxLen; },
     [](SchemeSettings &s, int value) { s.maxLen = value; }, false, true, false, false, "M",
     QT_TRANSLATE_NOOP("CommandLine", "rows of the learned table, %1 to %2 (default %3)")},
    {"t5_buckets", UsesBuckets, kMinT5Buckets, kMaxT5Buckets, [](const SchemeSettings &s) { return s.t5.buckets; },
     [](SchemeSettings &s, int value) { s.t5.buckets = value; }, false, true, true, true, "B",
     QT_TRANSLATE_NOOP("CommandLine", "T5's buckets, %1 to %2 (default %3); --causal gives\n"
                                      "the one-directional buckets of its decoder")},
    {"t5_max_distance", UsesBuckets, 2, kMaxPositions, [](const SchemeSettings &s) { return s.t5.maxDistance; },
     [](SchemeSettings &s, int value) { s.t5.maxDistance = value; }, false, true, true, true, "M",
     QT_TRANSLATE_NOOP("CommandLine", "the distance from which T5's distances share\n"
                                      "the last bucket, %1 to %2 (default %3)")},
    {"shaw_clip", UsesShawClip, 1, kMaxShawClip, [](const SchemeSettings &s) { return s.shawClip; },
     [](SchemeSettings &s, int value) { s.shawClip = value; }, false, true, true, true, "K",
     QT_TRANSLATE_NOOP("CommandLine", "Shaw's clipping distance: relations from -K to K,\n"
                                      "K from %1 to %2 (default %3)")},
    {"shaw_values", UsesShawClip, 0, 1, [](const SchemeSettings &s) { return int(s.shawValues); },
     [](SchemeSettings &s, int value) { s.shawValues = value != 0; }, true, false, true, true, "",
     QT_TRANSLATE_NOOP("CommandLine", "with --scheme shaw: relative values as well as keys, each\n"
                                      "output adds the vectors of its relations")},
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

} // namespace pe
