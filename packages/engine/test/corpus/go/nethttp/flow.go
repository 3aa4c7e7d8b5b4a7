package main

import (
	"database/sql"
	"encoding/base64"
	"html"
	"net/http"
	"os/exec"
	"strings"
)

const exportEnabled = false
const maxRows = 50

type Reports struct {
	db *sql.DB
}

func quoted(s string) string {
	return "'" + s + "'"
}

func digits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func (rp *Reports) byTeam(w http.ResponseWriter, r *http.Request) {
	params := map[string]string{"kind": "weekly"}
	params["team"] = r.URL.Query().Get("team")
	kind := params["kind"]
	team := params["team"]
	// vigil-ok: go.sql-injection
	_, _ = rp.db.Query("SELECT * FROM reports WHERE kind = " + quoted(kind))
	// vigil: go.sql-injection
	_, _ = rp.db.Query("SELECT * FROM reports WHERE team = " + quoted(team))
}

func (rp *Reports) byWeeks(w http.ResponseWriter, r *http.Request) {
	weeks := digits(r.URL.Query().Get("weeks"))
	// vigil-ok: go.sql-injection
	_, _ = rp.db.Query("SELECT * FROM reports WHERE age_weeks < " + weeks)
}

func (rp *Reports) byLabels(w http.ResponseWriter, r *http.Request) {
	labels := []string{"public"}
	labels = append(labels, r.URL.Query()["label"]...)
	first := labels[0]
	// vigil-ok: go.sql-injection
	_, _ = rp.db.Query("SELECT * FROM reports WHERE label = '" + first + "'")
	var sb strings.Builder
	sb.WriteString("SELECT * FROM reports WHERE label IN (")
	for i, l := range labels {
		if i > 0 {
			sb.WriteString(",")
		}
		sb.WriteString("'" + l + "'")
	}
	sb.WriteString(")")
	// vigil: go.sql-injection
	_, _ = rp.db.Query(sb.String())
}

func (rp *Reports) export(w http.ResponseWriter, r *http.Request) {
	dest := r.URL.Query().Get("dest")
	if exportEnabled {
		// vigil-ok: go.command-injection
		_ = exec.Command("sh", "-c", "report-export > "+dest).Run()
	}
	if maxRows > 1000 {
		// vigil-ok: go.command-injection
		_ = exec.Command("bash", "-c", "report-export --all > "+dest).Run()
	}
	dest = "/srv/exports/latest.csv"
	// vigil-ok: go.command-injection
	_ = exec.Command("sh", "-c", "report-export > "+dest).Run()
}

func (rp *Reports) byPreset(w http.ResponseWriter, r *http.Request) {
	raw, _ := base64.StdEncoding.DecodeString(r.URL.Query().Get("preset"))
	preset := string(raw)
	// vigil: go.sql-injection
	_, _ = rp.db.Query("SELECT * FROM reports WHERE " + preset)
	id := html.EscapeString(r.URL.Query().Get("id"))
	// vigil: go.sql-injection
	_, _ = rp.db.Exec("UPDATE reports SET archived = true WHERE id = " + id)
	mode := "csv"
	var col string
	switch mode {
	case "csv":
		col = "summary"
	default:
		col = r.URL.Query().Get("col")
	}
	// vigil-ok: go.sql-injection
	_, _ = rp.db.Query("SELECT " + col + " FROM reports")
}
