package api

import (
	"net/http"
	"strings"
	"unsafe"

	"github.com/gin-gonic/gin"
	"github.com/jmoiron/sqlx"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// Catalog serves product listings from GORM and from sqlx.
type Catalog struct {
	DB  *gorm.DB
	SQL *sqlx.DB
}

type Product struct {
	ID    uint
	Name  string
	Price int
}

func (a *Catalog) list(c *gin.Context) {
	var out []Product
	// vigil-ok: go.sql-injection
	a.DB.Where("name = ? AND price < ?", c.Query("name"), c.Query("max")).Find(&out)
	// vigil-ok: go.sql-injection
	a.DB.Where(&Product{Name: c.Query("name")}).Find(&out)
	// vigil: go.sql-injection
	a.DB.Order(c.Query("sort")).Find(&out)
	// vigil-ok: go.sql-injection
	a.DB.Order(clause.OrderByColumn{Column: clause.Column{Name: c.Query("sort")}}).Find(&out)
	c.JSON(http.StatusOK, out)
}

func (a *Catalog) search(c *gin.Context) {
	var out []Product
	q := c.Query("q")
	// vigil-ok: go.sql-injection
	_ = a.SQL.Select(&out, "SELECT id, name, price FROM products WHERE name LIKE $1", "%"+q+"%")
	// vigil: go.sql-injection
	_ = a.SQL.Select(&out, "SELECT id, name, price FROM products WHERE name LIKE '%"+q+"%'")
	var one Product
	// vigil: go.sql-injection
	_ = a.SQL.Get(&one, "SELECT id, name, price FROM products WHERE id = "+c.Param("id"))
	// vigil-ok: go.sql-injection
	_ = a.SQL.Get(&one, "SELECT id, name, price FROM products WHERE id = $1", c.Param("id"))
	c.JSON(http.StatusOK, gin.H{"list": out, "one": one})
}

// canonical redirects a path without its trailing slash to the same path on this site.
func (a *Catalog) canonical(c *gin.Context) {
	req := c.Request
	if strings.HasSuffix(req.URL.Path, "/") && len(req.URL.Path) > 1 {
		// vigil-ok: go.open-redirect
		http.Redirect(c.Writer, req, strings.TrimSuffix(req.URL.Path, "/"), http.StatusMovedPermanently)
		return
	}
	// vigil: go.open-redirect
	http.Redirect(c.Writer, req, c.Query("next"), http.StatusFound)
}

// remember sets the cookie with the flags the caller chose.
func (a *Catalog) remember(c *gin.Context, value string, secure bool) {
	// vigil-ok: go.cookie-insecure
	http.SetCookie(c.Writer, &http.Cookie{Name: "last", Value: value, Secure: secure, HttpOnly: true})
	// vigil: go.cookie-insecure
	http.SetCookie(c.Writer, &http.Cookie{Name: "seen", Value: value, Secure: false, HttpOnly: true})
}

// bytesToString converts without copying; the bytes are not changed afterwards.
func bytesToString(b []byte) string {
	// vigil-ok: go.unsafe-block
	return *(*string)(unsafe.Pointer(&b))
}

// header reads a struct field at an offset computed by hand.
func header(p *Product) *int {
	// vigil: go.unsafe-block
	return (*int)(unsafe.Add(unsafe.Pointer(p), unsafe.Sizeof(p.ID)+16))
}
