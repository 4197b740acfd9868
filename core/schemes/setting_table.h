#pragma once
// The scheme settings that are a whole number or a yes/no, one row each: its name in files and
// on the command line, the schemes that read it, its range and default, and its --help line.
// Lesson files, the command line, the encoding and training exports and Show Code loop over
// this table, and so do the explorer's sliders and the Training Lab's switches, so a new such
// setting is one field of SchemeSettings and one row here.

#include "schemes/position_schemes.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <span>

namespace pe {

struct NumberSetting
{
    const char *key;  ///< in lesson files and exports: "shaw_clip"; the option is the key with - (--shaw-clip)
    int readBy;       ///< the SchemeSetting flag of the schemes that read it
    int minimum, maximum;
    int (*get)(const SchemeSettings &settings);
    void (*set)(SchemeSettings &settings, int value);
    bool yesNo = false;           ///< a switch (--shaw-values), true or false in files
    bool explorer = true;         ///< a setting of the explorer's scheme: lesson files, --export-encoding
    bool training = true;         ///< read by a training run: --train, its export, Show Code
    bool onlyWithScheme = true;   ///< the command line refuses it without a scheme that reads it
    const char *valueName = "";   ///< "K" in --shaw-clip K
    /// The --help line (context "CommandLine"): %1 the minimum, %2 the maximum, %3 the default.
    const char *help = "";
    /// Its control's label and tip (context "NumberSetting"): "buckets (T5)".
    const char *label = "";
    const char *tip = "";
    /// The top of its slider, where a larger value is typed (0: the maximum).
    int sliderMaximum = 0;
    /// The least value the other settings allow (T5's max distance, past the exact distances); null: the minimum.
    int (*lowest)(const SchemeSettings &settings) = nullptr;
};

/// Every row, in the order --help lists them.
std::span<const NumberSetting> numberSettings();
/// --shaw-clip's name: the key with - for _.
QString optionName(const NumberSetting &setting);
/// The value of a default SchemeSettings.
int defaultValue(const NumberSetting &setting);
/// Its value in a file: a number, or true/false for a yes/no.
QJsonValue jsonValue(const NumberSetting &setting, const SchemeSettings &settings);
/// The names of the schemes that read it ("shaw"), in the order of the scheme table.
QStringList schemesReading(const NumberSetting &setting);
/// The --help line, translated, its range and default filled in.
QString settingHelp(const NumberSetting &setting);
/// Empty when every setting read (by the SchemeSetting flags readBy) lies in its range, else a
/// message naming the first that does not, by its label.
QString numberSettingsError(const SchemeSettings &settings, int readBy);
/// Its control's label and tip, translated.
QString settingLabel(const NumberSetting &setting);
QString settingTip(const NumberSetting &setting);
/// The top of its slider: sliderMaximum, or the maximum.
inline int sliderMaximum(const NumberSetting &setting)
{
    return setting.sliderMaximum ? setting.sliderMaximum : setting.maximum;
}
/// The least value it can take beside the other settings.
int lowestValue(const NumberSetting &setting, const SchemeSettings &settings);

} // namespace pe
