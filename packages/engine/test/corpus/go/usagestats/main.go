// Command usagestats aggregates the anonymous usage reports of a desktop application into daily
// tables and serves a small query page.
package main

import (
	"database/sql"
	"flag"
	"log"
	"net/http"
	"os/exec"
	"runtime"
	"time"
)

var db *sql.DB

func main() {
	listen := flag.String("listen", "127.0.0.1:8081", "address of the query page")
	flag.Parse()
	for _, table := range []string{"VersionSummary", "Performance"} {
		log.Println(table, lastDay(db, table))
	}
	log.Println("BlockStats", lastDay(db, "BlockStats"))
	http.HandleFunc("/count", countHandler)
	go openBrowser("http://" + *listen + "/count")
	log.Fatal(http.ListenAndServe(*listen, nil))
}

// lastDay is given the program's own table names.
func lastDay(db *sql.DB, table string) time.Time {
	var t time.Time
	// vigil-ok: go.sql-nonliteral
	row := db.QueryRow("SELECT MAX(DATE_TRUNC('day', Day)) FROM " + table)
	if err := row.Scan(&t); err != nil {
		return time.Time{}
	}
	return t
}

// countWhere is given the filter of the query page's request.
func countWhere(db *sql.DB, filter string) int {
	var n int
	// vigil: go.sql-injection
	_ = db.QueryRow("SELECT COUNT(*) FROM Reports WHERE " + filter).Scan(&n)
	return n
}

func countHandler(w http.ResponseWriter, r *http.Request) {
	n := countWhere(db, r.FormValue("where"))
	w.Header().Set("Content-Type", "text/plain")
	w.Write([]byte(time.Now().Format(time.RFC3339) + " " + string(rune('0'+n%10))))
}

// openBrowser shows the program's own query page.
func openBrowser(url string) {
	if runtime.GOOS == "windows" {
		// vigil-ok: go.command-nonliteral
		_ = exec.Command("cmd.exe", "/C", "start "+url).Run()
		return
	}
	_ = exec.Command("xdg-open", url).Run()
}
