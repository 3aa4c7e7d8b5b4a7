package check2

import "database/sql"

// db is opened at start-up.
var db *sql.DB

const uploads = "/srv/uploads"
