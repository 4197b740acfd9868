#include "shell/help_menu.h"

#include "shell/action_table.h"
#include "shell/handbook_window.h"

#include <QApplication>
#include <QMenu>
#include <QMessageBox>

namespace {

struct HelpMenu
{
    Q_DECLARE_TR_FUNCTIONS(HelpMenu)
};

void showAbout(QWidget *window)
{
    QMessageBox::about(window, HelpMenu::tr("About Positional Encoding Explorer"),
                       HelpMenu::tr("<h3>Positional Encoding Explorer %1</h3>"
                                    "<p>How Transformers know word order.</p>"
                                    "<p>The sinusoidal encoding is the one of Vaswani et al., "
                                    "<i>Attention Is All You Need</i> (2017); RoPE is from Su et al. (2021), "
                                    "ALiBi from Press et al. (2022).</p>"
                                    "<p>Licensed under the MIT licence. Built with Qt (LGPL 3), "
                                    "QCustomPlot (GPL 3) and Eigen (MPL 2).</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace

QMenu *createHelpMenu(QWidget *window, ActionTable *actions)
{
    auto *menu = new QMenu(HelpMenu::tr("&Help"), window);
    actions->add(menu, {.text = HelpMenu::tr("&Handbook"), .keys = {QKeySequence::HelpContents},
                        .keysHelp = HelpMenu::tr("The handbook, in a window of its own"),
                        .triggered = [window] { showHandbook(window); }});
    actions->add(menu, {.text = HelpMenu::tr("&Keyboard Shortcuts"),
                        .triggered = [window, actions] {
                            QMessageBox::information(window, HelpMenu::tr("Keyboard Shortcuts"), actions->shortcutsText());
                        }});
    actions->add(menu, {.text = HelpMenu::tr("&About Positional Encoding Explorer"), .triggered = [window] { showAbout(window); }});
    return menu;
}
