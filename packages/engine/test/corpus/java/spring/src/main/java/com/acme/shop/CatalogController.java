package com.acme.shop;

import static org.jooq.impl.DSL.field;
import static org.jooq.impl.DSL.table;

import java.util.List;
import javax.persistence.EntityManager;
import javax.persistence.criteria.CriteriaBuilder;
import javax.persistence.criteria.CriteriaQuery;
import javax.persistence.criteria.Root;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jooq.Result;
import org.jooq.impl.DSL;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Catalogue search through jOOQ and JPA: bound forms beside the plain-SQL ones. */
@RestController
public class CatalogController {
    private final DSLContext dsl;
    private final EntityManager em;

    public CatalogController(DSLContext dsl, EntityManager em) {
        this.dsl = dsl;
        this.em = em;
    }

    @GetMapping("/catalog/jooq")
    public int jooq(@RequestParam String title, @RequestParam String sort) {
        // vigil-ok: java.sql-injection
        Result<Record> a = dsl.select().from(table("book")).where(field("title", String.class).eq(title)).fetch();
        // vigil-ok: java.sql-injection
        Result<Record> b = dsl.fetch("SELECT * FROM book WHERE title = ?", title);
        // vigil: java.sql-injection
        Result<Record> c = dsl.fetch("SELECT * FROM book WHERE title = '" + title + "'");
        // vigil: java.sql-injection
        Result<Record> d = dsl.selectFrom(table("book")).where(DSL.condition("title LIKE '%" + title + "%'")).fetch();
        // vigil-ok: java.sql-injection
        Result<Record> e = dsl.selectFrom(table("book")).where(DSL.condition("title = ?", DSL.val(title))).fetch();
        return a.size() + b.size() + c.size() + d.size() + e.size();
    }

    @GetMapping("/catalog/jpa")
    public int jpa(@RequestParam String title) {
        CriteriaBuilder cb = em.getCriteriaBuilder();
        CriteriaQuery<Object> q = cb.createQuery(Object.class);
        Root<Object> book = q.from(Object.class);
        q.select(book).where(cb.equal(book.get("title"), title));
        // vigil-ok: java.sql-injection
        List<Object> a = em.createQuery(q).getResultList();
        // vigil-ok: java.sql-injection
        List<?> b = em.createQuery("SELECT b FROM Book b WHERE b.title = :title").setParameter("title", title).getResultList();
        // vigil: java.sql-injection
        List<?> c = em.createQuery("SELECT b FROM Book b WHERE b.title = '" + title + "'").getResultList();
        return a.size() + b.size() + c.size();
    }
}
