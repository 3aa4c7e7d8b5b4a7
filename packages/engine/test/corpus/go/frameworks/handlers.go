package frameworks

import (
	"database/sql"
	"fmt"
	"html"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"

	"github.com/go-chi/chi/v5"
	"github.com/gofiber/fiber/v2"
	"github.com/labstack/echo/v4"
)

const assets = "/srv/assets"

type Server struct {
	db *sql.DB
}

// echo

func (s *Server) EchoSearch(c echo.Context) error {
	q := c.QueryParam("q")
	// vigil: go.xss
	return c.HTML(http.StatusOK, "<h2>Results for "+q+"</h2>")
}

func (s *Server) EchoSearchSafe(c echo.Context) error {
	q := c.QueryParam("q")
	// vigil-ok: go.xss
	return c.HTML(http.StatusOK, "<h2>Results for "+html.EscapeString(q)+"</h2>")
}

func (s *Server) EchoOrder(c echo.Context) error {
	id := c.Param("id")
	// vigil: go.sql-injection
	rows, err := s.db.Query("SELECT * FROM orders WHERE id = '" + id + "'")
	if err != nil {
		return err
	}
	defer rows.Close()
	// vigil-ok: go.sql-injection
	rows2, err := s.db.Query("SELECT * FROM orders WHERE id = $1", id)
	if err != nil {
		return err
	}
	defer rows2.Close()
	return c.NoContent(http.StatusOK)
}

type renameRequest struct {
	From string `json:"from"`
	To   string `json:"to"`
}

func (s *Server) EchoRename(c echo.Context) error {
	req := new(renameRequest)
	if err := c.Bind(req); err != nil {
		return err
	}
	// vigil: go.sql-injection
	if _, err := s.db.Exec("UPDATE files SET name = '" + req.To + "' WHERE name = '" + req.From + "'"); err != nil {
		return err
	}
	// vigil-ok: go.sql-injection
	_, err := s.db.Exec("UPDATE files SET name = $1 WHERE name = $2", req.To, req.From)
	return err
}

// fiber

func (s *Server) FiberConvert(c *fiber.Ctx) error {
	name := c.Query("name")
	// vigil: go.command-injection
	out, _ := exec.Command("sh", "-c", "convert "+name+" out.png").Output()
	// vigil-ok: go.command-injection
	out2, _ := exec.Command("convert", "--", name, "out.png").Output()
	return c.Send(append(out, out2...))
}

func (s *Server) FiberAsset(c *fiber.Ctx) error {
	file := c.Params("file")
	// vigil: go.path-traversal
	data, err := os.ReadFile(filepath.Join(assets, file))
	if err != nil {
		return err
	}
	// vigil-ok: go.path-traversal
	data2, err := os.ReadFile(filepath.Join(assets, filepath.Base(file)))
	if err != nil {
		return err
	}
	return c.Send(append(data, data2...))
}

func (s *Server) FiberBack(c *fiber.Ctx) error {
	next := c.Query("next")
	if next == "/home" || next == "/orders" {
		// vigil-ok: go.open-redirect
		return c.Redirect(next)
	}
	// vigil: go.open-redirect
	return c.Redirect(next)
}

func (s *Server) FiberPage(c *fiber.Ctx) error {
	n, err := strconv.Atoi(c.Query("page"))
	if err != nil {
		return err
	}
	// vigil-ok: go.sql-injection
	_, err = s.db.Exec(fmt.Sprintf("UPDATE stats SET last_page = %d", n))
	return err
}

// chi (net/http handlers reading route parameters through chi)

func (s *Server) ChiDelete(w http.ResponseWriter, r *http.Request) {
	slug := chi.URLParam(r, "slug")
	// vigil: go.sql-injection
	s.db.Exec("DELETE FROM posts WHERE slug = '" + slug + "'")
	// vigil-ok: go.sql-injection
	s.db.Exec("DELETE FROM posts WHERE slug = $1", slug)
	w.WriteHeader(http.StatusNoContent)
}

func Routes(s *Server) {
	app := fiber.New()
	app.Get("/ping", func(c *fiber.Ctx) error {
		// vigil: go.command-injection
		return exec.Command("bash", "-c", "ping -c 1 "+c.Query("host")).Run()
	})
	r := chi.NewRouter()
	r.Delete("/posts/{slug}", s.ChiDelete)
	e := echo.New()
	e.GET("/search", s.EchoSearch)
}
