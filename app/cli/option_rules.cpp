#include "cli/option_rules.h"

#include "cli/option_table.h"

namespace {

// --train, --export-challenges: the output that asks for a family of modes, the first of each
// family in `uses` (flags), "--train or --export-masks".
QString outputOf(int uses)
{
    QStringList outputs;
    int named = 0;
    for (const CommandLineOption &option : commandLineOptions())
        if (const OptionUse use = option.output ? useOf(*option.output) : ForSetUp; option.output && (uses & use) && !(named & use)) {
            outputs.append(QStringLiteral("--") + option.names.last());
            named |= use;
        }
    return outputs.join(CommandLine::tr(" or "));
}

bool takenBy(const QString &name, OptionUse use)
{
    for (const CommandLineOption &option : commandLineOptions())
        if (option.names.contains(name))
            return optionUses(option) & use;
    return false;
}

// "--export-challenges, which takes --level, --seed, …": what a mode of this family takes.
QString notTakenError(const CommandLineOption &option, OptionUse use)
{
    const QString name = option.names.last();
    if (use == ForSetUp)
        return CommandLine::tr("--%1 goes with %2.").arg(name, outputOf(optionUses(option) & ~ForSetUp));
    QStringList taken;
    for (const CommandLineOption &other : commandLineOptions())
        if (!other.output && other.group != CommandLineOption::Group::Other && (optionUses(other) & use))
            taken.append(QStringLiteral("--") + other.names.last());
    return CommandLine::tr("--%1 does not go with %2, which takes %3.").arg(name, outputOf(use), taken.join(CommandLine::tr(", ")));
}

// Empty when one alternative of option.goesWith is given whole, else the alternatives in words.
QString goesWithError(const QCommandLineParser &parser, const CommandLineOption &option, OptionUse use)
{
    QStringList alternatives;
    for (const QString &alternative : option.goesWith) {
        bool given = true, taken = true;
        QStringList words;
        for (const QString &need : alternative.split(QLatin1Char(' '))) {
            const QString name = need.section(QLatin1Char('='), 0, 0), value = need.section(QLatin1Char('='), 1);
            given = given && parser.isSet(name) && (value.isEmpty() || parser.value(name) == value);
            taken = taken && takenBy(name, use);
            words.append(QStringLiteral("--") + name + (value.isEmpty() ? QString() : QLatin1Char(' ') + value));
        }
        if (given)
            return {};
        if (taken)
            alternatives.append(words.join(QLatin1Char(' ')));
    }
    return alternatives.isEmpty() ? QString()
                                  : CommandLine::tr("--%1 goes with %2.").arg(option.names.last(), alternatives.join(CommandLine::tr(" or ")));
}

} // namespace

QString readMode(const QCommandLineParser &parser, CommandMode *mode)
{
    QStringList outputs, given;
    *mode = CommandMode::Window;
    for (const CommandLineOption &option : commandLineOptions()) {
        if (!option.output)
            continue;
        outputs.append(QStringLiteral("--") + option.names.last());
        if (parser.isSet(option.names.last())) {
            given.append(outputs.last());
            *mode = *option.output;
        }
    }
    if (given.size() > 1)
        return CommandLine::tr("Use only one of %1, got %2.").arg(outputs.join(CommandLine::tr(", ")), given.join(CommandLine::tr(", ")));
    return {};
}

QString optionRulesError(const QCommandLineParser &parser, CommandMode mode)
{
    const OptionUse use = useOf(mode);
    for (const CommandLineOption &option : commandLineOptions()) {
        if (!parser.isSet(option.names.last()))
            continue;
        if (!(optionUses(option) & use))
            return notTakenError(option, use);
        if (QString error = goesWithError(parser, option, use); !error.isEmpty())
            return error;
    }
    return {};
}
