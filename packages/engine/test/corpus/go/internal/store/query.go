package store

import "strings"

// Where builds an equality clause. It does not escape the value.
func Where(column, value string) string {
	return column + " = '" + value + "'"
}

// Ident keeps only identifier characters.
func Ident(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			return r
		}
		return -1
	}, strings.ToLower(s))
}
