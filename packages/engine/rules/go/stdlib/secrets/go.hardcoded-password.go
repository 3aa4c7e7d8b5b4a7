package db

import (
	"database/sql"
	"os"
)

// vigil: go.hardcoded-password
const dbPassword = "Pr0d-Db-Pass!"

type Config struct{ User, Password string }

func Open() (*sql.DB, error) {
	// vigil: go.hardcoded-password
	return sql.Open("postgres", "postgres://shop:sh0p-pass@db:5432/shop?sslmode=require")
}

func Defaults() Config {
	// vigil: go.hardcoded-password
	return Config{User: "app", Password: "app-pass-2024"}
}

func OpenSafe() (*sql.DB, error) {
	// vigil-ok: go.hardcoded-password
	return sql.Open("postgres", os.Getenv("DATABASE_URL"))
}

func FromEnv() Config {
	// vigil-ok: go.hardcoded-password
	return Config{User: "app", Password: os.Getenv("APP_PASSWORD")}
}
