#include "shell/colour_map_menu.h"

#include "plots/heatmap.h"
#include "state/app_state.h"

#include <QActionGroup>

ColourMapMenu::ColourMapMenu(AppState *state, QWidget *parent)
    : QMenu(tr("&Colour Map"), parent)
    , m_state(state)
    , m_maps(new QActionGroup(this))
{
    setToolTipsVisible(true);
    for (ColourMap map : allColourMaps()) {
        QAction *action = addAction(colourMapTitle(map), this, [this, map] { m_state->setColourMap(map); });
        action->setCheckable(true);
        action->setData(int(map));
        m_maps->addAction(action);
    }
    connect(m_state, &AppState::appearanceChanged, this, &ColourMapMenu::followState);
    followState();
}

void ColourMapMenu::followState()
{
    for (QAction *action : m_maps->actions())
        action->setChecked(action->data().toInt() == int(m_state->colourMap()));
}
