#include "math/types.h"

namespace pe {

InvalidParameter::InvalidParameter(const QString &message)
    : std::invalid_argument(message.toStdString())
{
}

} // namespace pe
