// The system's SQLite 3 (Debian and Ubuntu: libsqlite3-dev), for MVPStore on Linux. Apple
// platforms use the SDK's SQLite3 module instead.
#include <sqlite3.h>
