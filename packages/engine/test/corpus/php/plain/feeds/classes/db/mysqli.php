<?php
// The MySQL adapter of the feed reader's database layer.

class Db_Mysqli implements Db_Adapter
{
    private $link;

    public function escape_string($s, $strip_tags = true)
    {
        if ($strip_tags) {
            $s = strip_tags($s);
        }
        return mysqli_real_escape_string($this->link, $s);
    }

    public function query($query)
    {
        return mysqli_query($this->link, $query);
    }

    public function label($s)
    {
        return '`' . $s . '`';
    }
}
