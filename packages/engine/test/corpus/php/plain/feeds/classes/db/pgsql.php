<?php
// The PostgreSQL adapter of the feed reader's database layer.

class Db_Pgsql implements Db_Adapter
{
    private $link;

    public function escape_string($s, $strip_tags = true)
    {
        if ($strip_tags) {
            $s = strip_tags($s);
        }
        return pg_escape_string($this->link, $s);
    }

    public function query($query)
    {
        return pg_query($this->link, $query);
    }

    public function label($s)
    {
        return '"' . $s . '"';
    }
}
