#include "attention/cache.h"

namespace pe {

const RandomProjections &AttentionCache::projections(int dModel, quint64 seed)
{
    if (m_projections.dModel != dModel || m_projections.seed != seed)
        m_projections = randomProjections(dModel, seed);
    return m_projections;
}

} // namespace pe
